import { type JobResponse, jobResponseSchema } from '../../shared/api/generation';
import { JOB_CHECK_MAX_WAIT_MS } from '../../shared/constants';
import { jobStatusErrorMessage } from '../../shared/upload-errors';
import { getJson } from './http';

export type JobCheck = { ok: true; job: JobResponse } | { ok: false; message: string };

/**
 * A status check that hangs would stall polling for good; it counts as a failed check instead,
 * this long after the server was asked to answer.
 */
const STATUS_CHECK_TIMEOUT_MS = 15_000;

export function jobPath(jobId: string): string {
  return `/api/jobs/${encodeURIComponent(jobId)}`;
}

/**
 * GET /api/jobs/{id}, with SPEC §8's words when the check itself goes wrong. With `waitMs`, the
 * server holds the check until the job finishes or that time passes.
 */
export async function fetchJob(jobId: string, waitMs = 0): Promise<JobCheck> {
  const wait = Math.min(Math.max(0, Math.round(waitMs)), JOB_CHECK_MAX_WAIT_MS);
  const path = wait > 0 ? `${jobPath(jobId)}?wait_ms=${wait}` : jobPath(jobId);
  const result = await getJson(path, jobResponseSchema, {
    timeoutMs: wait + STATUS_CHECK_TIMEOUT_MS,
  });
  if (result.ok) return { ok: true, job: result.data };
  return {
    ok: false,
    message: jobStatusErrorMessage({ status: result.status, body: result.body }),
  };
}
