import type { ClientConfig } from '../../../shared/api/client-config';
import type { JobCheck } from '../../api/jobs';

export interface JobPollerDeps {
  /** One check, held by the server up to `waitMs` until the job finishes. */
  fetchJob(jobId: string, waitMs: number): Promise<JobCheck>;
  loadClientConfig(): Promise<ClientConfig>;
  /** Called with each check's result; answers whether to keep polling. */
  onCheck(check: JobCheck, maxChecks: number): boolean;
}

export interface JobPoller {
  /**
   * Checks the job once per interval, from now: each check asks the server to hold it for the
   * interval until the job finishes, so the art shows as soon as it is ready, and a check
   * answered early (a server that does not hold) waits out the rest of its interval. The
   * checks are as many and as far apart as the SPEC's, so 60 still means ten minutes.
   */
  start(jobId: string): void;
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

  const start = async (jobId: string) => {
    stop();
    const current = run;
    const config = await deps.loadClientConfig();
    const interval = config.jobPollIntervalMs;
    const check = async () => {
      const asked = Date.now();
      const result = await deps.fetchJob(jobId, interval);
      if (current !== run) return;
      if (deps.onCheck(result, config.jobPollMaxChecks)) {
        schedule(Math.max(0, interval - (Date.now() - asked)));
      }
    };
    const schedule = (delayMs: number) => {
      if (current === run) timer = setTimeout(check, delayMs);
    };
    schedule(0);
  };

  return {
    start: (jobId) => void start(jobId),
    stop,
  };
}
