import type { SignInFailuresRepository } from '../db/sign-in-failures-repository';
import {
  DEFAULT_SIGN_IN_DELAY,
  type SignInDelayPolicy,
  standingFailures,
  waitBeforeNextAttempt,
} from './sign-in-delay';

/** How often a claim is tried again when another attempt moved the count first. */
const CLAIM_TRIES = 5;

export type SignInEntry =
  | { admitted: false; waitMs: number }
  | { admitted: true; settle(status: number): Promise<void> };

/**
 * Password sign-ins, delayed per account and per client address. An attempt is counted as a
 * failure before it is made, so a burst of attempts cannot all slip through the same free
 * moment; its answer then settles it: a success clears the account's count and takes the
 * address's back, a refusal that tested no password (a malformed body) is taken back, and a
 * wrong password stays counted.
 */
export function createSignInDelays(deps: {
  failures: SignInFailuresRepository;
  clock: () => Date;
  policy?: SignInDelayPolicy;
}) {
  const { failures, clock } = deps;
  const policy = deps.policy ?? DEFAULT_SIGN_IN_DELAY;

  /** Counts one attempt for `subject`: 0 when counted, else how long it must wait. */
  async function claim(subject: string): Promise<number> {
    for (let tries = 0; tries < CLAIM_TRIES; tries += 1) {
      const now = clock();
      const seen = await failures.find(subject);
      const wait = waitBeforeNextAttempt(seen, now, policy);
      if (wait > 0) return wait;
      const next = { failures: standingFailures(seen, now, policy) + 1, lastFailureAt: now };
      if (await failures.swap(subject, seen, next)) return 0;
    }
    return policy.firstDelayMs;
  }

  return {
    async enter(email: string | null, address: string): Promise<SignInEntry> {
      const account = email ? [`account:${email}`] : [];
      const subjects = [...account, `address:${address}`];
      const now = clock();
      const seen = await Promise.all(subjects.map((subject) => failures.find(subject)));
      const waitMs = Math.max(...seen.map((count) => waitBeforeNextAttempt(count, now, policy)));
      if (waitMs > 0) return { admitted: false, waitMs };
      const claimed: string[] = [];
      for (const subject of subjects) {
        const wait = await claim(subject);
        if (wait > 0) {
          await Promise.all(claimed.map((done) => failures.uncount(done)));
          return { admitted: false, waitMs: wait };
        }
        claimed.push(subject);
      }
      return {
        admitted: true,
        async settle(status: number) {
          if (status >= 200 && status < 300) {
            await Promise.all(account.map((subject) => failures.forget(subject)));
            await failures.uncount(`address:${address}`);
          } else if (status !== 401) {
            await Promise.all(subjects.map((subject) => failures.uncount(subject)));
          }
          await failures.deleteBefore(new Date(clock().getTime() - policy.forgetAfterMs));
        },
      };
    },
  };
}

export type SignInDelays = ReturnType<typeof createSignInDelays>;
