import { describe, expect, it } from 'vitest';
import { IDLE_POLLING, nextPolling, type PollingState } from './polling-machine';

const MAX = 60;
const polling = (checks = 0): PollingState => ({ status: 'polling', checks });

describe('job polling machine', () => {
  it('starts polling from idle with no checks made', () => {
    expect(nextPolling(IDLE_POLLING, { type: 'start' }, MAX)).toEqual(polling(0));
  });

  it('keeps polling while the job is queued or processing, counting checks', () => {
    const afterQueued = nextPolling(polling(0), { type: 'reported', jobStatus: 'queued' }, MAX);
    expect(afterQueued).toEqual(polling(1));
    const afterProcessing = nextPolling(
      afterQueued,
      { type: 'reported', jobStatus: 'processing' },
      MAX,
    );
    expect(afterProcessing).toEqual(polling(2));
  });

  it('completes when the job reports completed', () => {
    const next = nextPolling(polling(3), { type: 'reported', jobStatus: 'completed' }, MAX);
    expect(next).toEqual({ status: 'completed', checks: 4 });
  });

  it('fails when the job reports failed or a check errors', () => {
    expect(nextPolling(polling(1), { type: 'reported', jobStatus: 'failed' }, MAX).status).toBe(
      'failed',
    );
    expect(nextPolling(polling(1), { type: 'check-failed' }, MAX).status).toBe('failed');
  });

  it('times out after 60 checks of a job still running, not before', () => {
    let state = nextPolling(IDLE_POLLING, { type: 'start' }, MAX);
    for (let check = 1; check < MAX; check++) {
      state = nextPolling(state, { type: 'reported', jobStatus: 'processing' }, MAX);
      expect(state).toEqual(polling(check));
    }
    state = nextPolling(state, { type: 'reported', jobStatus: 'processing' }, MAX);
    expect(state).toEqual({ status: 'timeout', checks: MAX });
  });

  it('a 60th check that finds the job done completes rather than timing out', () => {
    const next = nextPolling(polling(59), { type: 'reported', jobStatus: 'completed' }, MAX);
    expect(next.status).toBe('completed');
  });

  it.each(['completed', 'failed', 'timeout'] as const)(
    'ignores late answers once %s, and reset returns to idle',
    (status) => {
      const done: PollingState = { status, checks: 5 };
      expect(nextPolling(done, { type: 'reported', jobStatus: 'queued' }, MAX)).toBe(done);
      expect(nextPolling(done, { type: 'check-failed' }, MAX)).toBe(done);
      expect(nextPolling(done, { type: 'start' }, MAX)).toBe(done);
      expect(nextPolling(done, { type: 'reset' }, MAX)).toEqual(IDLE_POLLING);
    },
  );

  it('ignores answers when idle and does not restart a running poll', () => {
    expect(nextPolling(IDLE_POLLING, { type: 'check-failed' }, MAX)).toBe(IDLE_POLLING);
    expect(nextPolling(polling(7), { type: 'start' }, MAX)).toEqual(polling(7));
  });
});
