import { type JobResponse, jobResponseSchema } from '../../shared/api/generation';
import { jobStatusErrorMessage } from '../../shared/upload-errors';
import { getJson } from './http';

export type JobCheck = { ok: true; job: JobResponse } | { ok: false; message: string };

/** A status check that hangs would stall polling for good; it counts as a failed check instead. */
const STATUS_CHECK_TIMEOUT_MS = 15_000;

export function jobPath(jobId: string): string {
  return `/api/jobs/${encodeURIComponent(jobId)}`;
}

/** GET /api/jobs/{id}, with SPEC §8's words when the check itself goes wrong. */
export async function fetchJob(jobId: string): Promise<JobCheck> {
  const result = await getJson(jobPath(jobId), jobResponseSchema, {
    timeoutMs: STATUS_CHECK_TIMEOUT_MS,
  });
  if (result.ok) return { ok: true, job: result.data };
  return {
    ok: false,
    message: jobStatusErrorMessage({ status: result.status, body: result.body }),
  };
}
