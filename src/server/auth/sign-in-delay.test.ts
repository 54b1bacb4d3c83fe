import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIGN_IN_DELAY,
  delayAfter,
  standingFailures,
  waitBeforeNextAttempt,
} from './sign-in-delay';

const policy = DEFAULT_SIGN_IN_DELAY;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 24) + ms);

describe('the sign-in delay', () => {
  it('lets the first failures pass, then doubles the wait up to its cap', () => {
    expect(delayAfter(9, policy)).toBe(0);
    expect(delayAfter(10, policy)).toBe(1000);
    expect(delayAfter(11, policy)).toBe(2000);
    expect(delayAfter(13, policy)).toBe(8000);
    expect(delayAfter(50, policy)).toBe(5 * 60_000);
    expect(delayAfter(5000, policy)).toBe(5 * 60_000);
  });

  it('counts the wait from the last failure', () => {
    const count = { failures: 12, lastFailureAt: at(0) };
    expect(waitBeforeNextAttempt(count, at(1000), policy)).toBe(3000);
    expect(waitBeforeNextAttempt(count, at(4000), policy)).toBe(0);
    expect(waitBeforeNextAttempt(undefined, at(0), policy)).toBe(0);
  });

  it('forgets the failures of a subject quiet for an hour', () => {
    const count = { failures: 40, lastFailureAt: at(0) };
    expect(standingFailures(count, at(59 * 60_000), policy)).toBe(40);
    expect(standingFailures(count, at(60 * 60_000), policy)).toBe(0);
    expect(waitBeforeNextAttempt(count, at(60 * 60_000), policy)).toBe(0);
  });
});
