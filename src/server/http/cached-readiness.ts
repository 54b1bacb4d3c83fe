import type { ReadinessCheck } from '../ports/readiness-check';

/** What the checks last said: the names of the essential ones and of the others that did not answer. */
export interface Readiness {
  silentEssentials: string[];
  degraded: string[];
}

export interface ReadinessTiming {
  /** A check that has not answered by then counts as silent (a hung database, a blackholed S3). */
  timeoutMs: number;
  /** Answers are reused this long: a balancer's probes under load cost one round at most. */
  freshForMs: number;
}

/** /readyz's answer within about `timeoutMs`, whatever its dependencies do. */
export const READINESS_TIMING: ReadinessTiming = { timeoutMs: 800, freshForMs: 1000 };

function answerWithin(check: ReadinessCheck, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check.ready().catch(() => false), late]).finally(() => clearTimeout(timer));
}

/**
 * The readiness checks, each bounded by a timeout, run at most once per `freshForMs` however
 * many probes come: every probe in that time gets the same answer.
 */
export function createCachedReadiness(
  checks: readonly ReadinessCheck[],
  timing: ReadinessTiming = READINESS_TIMING,
  now: () => number = () => performance.now(),
) {
  let last: { at: number; readiness: Readiness } | undefined;
  let round: Promise<Readiness> | undefined;

  async function runChecks(): Promise<Readiness> {
    const answers = await Promise.all(checks.map((check) => answerWithin(check, timing.timeoutMs)));
    const silent = checks.filter((_, index) => !answers[index]);
    return {
      silentEssentials: silent.filter((check) => check.essential).map((check) => check.name),
      degraded: silent.filter((check) => !check.essential).map((check) => check.name),
    };
  }

  return {
    read(): Promise<Readiness> {
      if (last && now() - last.at < timing.freshForMs) return Promise.resolve(last.readiness);
      round ??= runChecks()
        .then((readiness) => {
          last = { at: now(), readiness };
          return readiness;
        })
        .finally(() => {
          round = undefined;
        });
      return round;
    },
  };
}
