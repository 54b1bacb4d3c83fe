import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, afterLostLease, GENERIC_JOB_FAILURE } from './job-attempts';

const policy = { maxAttempts: 3, baseDelayMs: 1000 };
const now = new Date('2026-01-01T00:00:00.000Z');

describe('afterFailedAttempt', () => {
  it('retries with a doubling delay while attempts remain', () => {
    expect(afterFailedAttempt(1, policy, now)).toEqual({
      kind: 'retry',
      runAfter: new Date('2026-01-01T00:00:01.000Z'),
    });
    expect(afterFailedAttempt(2, policy, now)).toEqual({
      kind: 'retry',
      runAfter: new Date('2026-01-01T00:00:02.000Z'),
    });
  });

  it('fails with a readable reason once the attempts run out', () => {
    expect(afterFailedAttempt(3, policy, now)).toEqual({
      kind: 'fail',
      reason: GENERIC_JOB_FAILURE,
    });
  });

  it('fails at once with the reason meant for the shopper', () => {
    expect(afterFailedAttempt(1, policy, now, 'Photo refused')).toEqual({
      kind: 'fail',
      reason: 'Photo refused',
    });
  });
});

describe('afterLostLease', () => {
  it('runs the job again while attempts remain, and fails it once they are spent', () => {
    expect(afterLostLease(1, policy)).toEqual({ kind: 'retry' });
    expect(afterLostLease(3, policy)).toEqual({
      kind: 'fail',
      reason:
        'We could not create your artwork after 3 attempts. Please try again with the same or another photo.',
    });
  });
});
