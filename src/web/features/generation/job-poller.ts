import type { ClientConfig } from '../../../shared/api/client-config';
import type { JobCheck } from '../../api/jobs';

export interface JobPollerDeps {
  fetchJob(jobId: string): Promise<JobCheck>;
  loadClientConfig(): Promise<ClientConfig>;
  /** Called with each check's result; answers whether to keep polling. */
  onCheck(check: JobCheck, maxChecks: number): boolean;
}

export interface JobPoller {
  /**
   * Checks the job every interval, counted from when it was asked for, `askedMsAgo`: a check
   * whose time has passed (after a reload, say) is made at once.
   */
  start(jobId: string, options: { askedMsAgo: number }): void;
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

  const start = async (jobId: string, { askedMsAgo }: { askedMsAgo: number }) => {
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
    schedule(Math.max(0, config.jobPollIntervalMs - askedMsAgo));
  };

  return {
    start: (jobId, options) => void start(jobId, options),
    stop,
  };
}
