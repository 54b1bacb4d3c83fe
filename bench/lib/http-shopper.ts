import { startGuestOverHttp } from '../../src/server/testing/guest-session';
import { uploadForm } from '../../src/server/testing/upload-form';
import { JOB_POLL_INTERVAL_MS } from '../../src/shared/constants';

/** A photo as a shopper uploads it. */
export interface Photo {
  name: string;
  bytes: Buffer;
  type: string;
}

/** How often the web app asks for a job's remaining variations (variations-poller.ts). */
const VARIATIONS_ASK_EVERY_MS = 1000;

/**
 * One shopper's generation over HTTP, asked for as the web app asks (bench/generation.ts's
 * upload, plus process_directly): the upload waits for its job, a queued job is checked with
 * the web app's held checks, and the variations are asked for until all are painted, so the
 * store carries a whole shopper's work until this returns.
 */
export async function generateOverHttp(base: string, photo: Photo, styleId: string) {
  const guest = await startGuestOverHttp(base);
  const headers = { cookie: guest.cookie, origin: base };
  const form = uploadForm(photo, {
    style_id: styleId,
    guest_session_id: guest.id,
    process_directly: 'true',
  });
  const response = await fetch(base, { method: 'POST', body: form, headers });
  const answer = (await response.json()) as { job_id?: string; status?: string };
  if (!answer.job_id) throw new Error(`upload refused: ${JSON.stringify(answer)}`);
  if (answer.status !== 'completed') await jobFinished(base, answer.job_id, guest.cookie);
  await variationsPainted(base, answer.job_id, guest.cookie);
}

/** Held status checks, one per interval as the browser makes them, until the job is completed. */
async function jobFinished(base: string, jobId: string, cookie: string) {
  for (;;) {
    const asked = performance.now();
    const url = `${base}/api/jobs/${jobId}?wait_ms=${JOB_POLL_INTERVAL_MS}`;
    const job = (await (await fetch(url, { headers: { cookie } })).json()) as {
      status: string;
      error?: string;
    };
    if (job.status === 'completed') return;
    if (job.status === 'failed') throw new Error(`job failed: ${job.error}`);
    // A check answered early waits out its interval, as job-poller.ts does.
    const rest = JOB_POLL_INTERVAL_MS - (performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, rest)));
  }
}

/** Asks once a second, as the web app does, until none of the job's variations is painting. */
export async function variationsPainted(base: string, jobId: string, cookie: string) {
  for (;;) {
    const url = `${base}/api/jobs/${jobId}/variations`;
    const listed = (await (await fetch(url, { headers: { cookie } })).json()) as {
      painting: boolean;
    };
    if (!listed.painting) return;
    await new Promise((resolve) => setTimeout(resolve, VARIATIONS_ASK_EVERY_MS));
  }
}
