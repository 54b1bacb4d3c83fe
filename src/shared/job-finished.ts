import { JOB_STATUSES, type JobStatus } from './api/generation';

/** The states a generation job ends in: it never changes again once it reaches one. */
export const FINISHED_JOB_STATUSES = [
  'completed',
  'failed',
] as const satisfies readonly JobStatus[];
export type FinishedJobStatus = (typeof FINISHED_JOB_STATUSES)[number];

/**
 * Whether a job has finished, made its art or given up (SPEC §4 "Job polling status"). The
 * server stops waiting and keeps its answer, and the page stops polling, on the same rule.
 */
export function isJobFinished(status: string): status is FinishedJobStatus {
  return (FINISHED_JOB_STATUSES as readonly string[]).includes(status);
}

/** The states of a job still waiting or being painted. */
export const UNFINISHED_JOB_STATUSES = JOB_STATUSES.filter((status) => !isJobFinished(status));
