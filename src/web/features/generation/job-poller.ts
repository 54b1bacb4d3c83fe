import type { ClientConfig } from '../../../shared/api/client-config';
import type { JobCheck } from '../../api/jobs';

export interface JobPollerDeps {
  fetchJob(jobId: string): Promise<JobCheck>;
  loadClientConfig(): Promise<ClientConfig>;
  /** Called with each check's result; answers whether to keep polling. */
  onCheck(check: JobCheck, maxChecks: number): boolean;
}

export interface JobPoller {
  /** Checks the job every interval; `immediately` makes the first check now (after a reload). */
  start(jobId: string, options: { immediately: boolean }): void;
  stop(): void;
}

/** One job checked at a time: starting again or stopping abandons the previous run. */
export function createJobPoller(deps: JobPollerDeps): JobPoller {
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    run += 1;
    clearTimeout(timer);
  };

  const start = async (jobId: string, { immediately }: { immediately: boolean }) => {
    stop();
    const current = run;
    const config = await deps.loadClientConfig();
    const check = async () => {
      const result = await deps.fetchJob(jobId);
      if (current !== run) return;
      if (deps.onCheck(result, config.jobPollMaxChecks)) schedule(config.jobPollIntervalMs);
    };
    const schedule = (delayMs: number) => {
      if (current === run) timer = setTimeout(check, delayMs);
    };
    schedule(immediately ? 0 : config.jobPollIntervalMs);
  };

  return {
    start: (jobId, options) => void start(jobId, options),
    stop,
  };
}
