import { describe, expect, it } from 'vitest';
import {
  afterFailedAttempt,
  afterLostLease,
  GENERIC_JOB_FAILURE,
  queuedSpell,
} from './job-attempts';

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
  it('runs the job again, its attempt given back, until its workers have vanished five times', () => {
    expect(afterLostLease(0)).toEqual({ kind: 'retry' });
    expect(afterLostLease(3)).toEqual({ kind: 'retry' });
    expect(afterLostLease(4)).toEqual({
      kind: 'fail',
      reason:
        'We could not create your artwork after 5 attempts. Please try again with the same or another photo.',
    });
  });
});

describe('queuedSpell', () => {
  it('grows by one each time the job is queued again, whether after an error or a lost worker', () => {
    const fresh = { attempts: 0, lost_workers: 0 };
    const claimed = { attempts: 1, lost_workers: 0 };
    const failedAndRetried = claimed;
    const lostThenClaimed = { attempts: 1, lost_workers: 1 };
    expect(queuedSpell(fresh)).toBe(0);
    expect(queuedSpell(failedAndRetried)).toBe(1);
    // Released after a lost worker: the attempt given back, the loss counted.
    expect(queuedSpell({ attempts: 0, lost_workers: 1 })).toBe(1);
    // Claimed again and failed on its own error: the next spell.
    expect(queuedSpell(lostThenClaimed)).toBe(2);
  });
});
