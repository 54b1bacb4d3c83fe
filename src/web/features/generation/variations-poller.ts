import type { VariationsCheck } from '../../api/variations';

/** The rest follow within seconds of the first: asked for about once a second. */
export const VARIATIONS_ASK_EVERY_MS = 1000;
/** Long after they should all be there: a painter that is this late is not waited for. */
export const VARIATIONS_GIVE_UP_AFTER_MS = 90_000;

export interface VariationsPollerDeps {
  fetchVariations(jobId: string): Promise<VariationsCheck>;
  /** Each answer, for the job asked about; answers whether to ask again. */
  onAnswer(jobId: string, check: VariationsCheck): boolean;
  /** Time ran out with some still missing. */
  onGiveUp(jobId: string): void;
}

export interface VariationsPoller {
  /** Asks at once, then again every second while `onAnswer` wants, for at most 90 s. */
  start(jobId: string): void;
  stop(): void;
}

/** One job asked about at a time: starting again or stopping abandons the previous run. */
export function createVariationsPoller(deps: VariationsPollerDeps): VariationsPoller {
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    run += 1;
    clearTimeout(timer);
  };

  const start = (jobId: string) => {
    stop();
    const current = run;
    const giveUpAt = Date.now() + VARIATIONS_GIVE_UP_AFTER_MS;
    const ask = async () => {
      const check = await deps.fetchVariations(jobId);
      if (current !== run || !deps.onAnswer(jobId, check)) return;
      if (Date.now() + VARIATIONS_ASK_EVERY_MS > giveUpAt) deps.onGiveUp(jobId);
      else timer = setTimeout(ask, VARIATIONS_ASK_EVERY_MS);
    };
    void ask();
  };

  return { start, stop };
}
