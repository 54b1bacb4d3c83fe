import type { JobStatus as ApiJobStatus } from '../../../shared/api/generation';
import { isJobFinished } from '../../../shared/job-finished';
import type { JobPollingStatus } from './generation-contract';

/** SPEC §4 "Job polling status", with the number of status checks made so far. */
export interface PollingState {
  status: JobPollingStatus;
  checks: number;
}

export const IDLE_POLLING: PollingState = { status: 'idle', checks: 0 };

export type PollingEvent =
  | { type: 'start' }
  /** A status check answered with the job's status. */
  | { type: 'reported'; jobStatus: ApiJobStatus }
  /** A status check itself failed (network, not found, server error). */
  | { type: 'check-failed' }
  | { type: 'reset' };

/**
 * The next polling state. A job still queued or processing after `maxChecks` checks has
 * timed out. Events that do not apply leave the state as it is.
 */
export function nextPolling(
  state: PollingState,
  event: PollingEvent,
  maxChecks: number,
): PollingState {
  if (event.type === 'reset') return IDLE_POLLING;
  if (event.type === 'start')
    return state.status === 'idle' ? { status: 'polling', checks: 0 } : state;
  if (state.status !== 'polling') return state;

  const checks = state.checks + 1;
  if (event.type === 'check-failed') return { status: 'failed', checks };
  if (isJobFinished(event.jobStatus)) return { status: event.jobStatus, checks };
  return { status: checks >= maxChecks ? 'timeout' : 'polling', checks };
}
