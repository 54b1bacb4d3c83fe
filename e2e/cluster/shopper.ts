import { fixturePhoto, fixtureType } from '@masterpiece-me/test-photos';
import type { z } from 'zod';
import { startGuestOverHttp } from '../../src/server/testing/guest-session';
import { uploadForm } from '../../src/server/testing/upload-form';
import {
  type JobResponse,
  jobResponseSchema,
  type PromptStyle,
  promptStylesResponseSchema,
  uploadResponseSchema,
} from '../../src/shared/api/generation';
import { waitUntil } from './wait-until';

/** The longest one answer may take through the balancer on a loaded machine. */
const ANSWER_TIMEOUT_MS = 60_000;

export interface Shopper {
  guestId: string;
  /** The styles the home page offers, as it asks for them on load. */
  styles(): Promise<PromptStyle[]>;
  /** A request as the shopper's browser makes it: the guest cookie, the store's origin. */
  send(path: string, init?: RequestInit): Promise<Response>;
  /** POSTs JSON and reads the answer with `schema`; any status but 200 throws with the body. */
  post<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>>;
  /** Uploads a fixture photo for a style, as the home page does; answers the job's id. */
  upload(photo: string, styleId: string): Promise<string>;
  job(jobId: string): Promise<JobResponse>;
  /** Polls the job until it is completed or failed. */
  finished(jobId: string, timeoutMs: number): Promise<JobResponse>;
}

/** A guest shopping at `storeUrl`: starts its guest session the way the web app does. */
export async function startShopper(storeUrl: string): Promise<Shopper> {
  const guest = await startGuestOverHttp(storeUrl);
  const send = (path: string, init: RequestInit = {}) =>
    fetch(`${storeUrl}${path}`, {
      ...init,
      headers: { origin: storeUrl, cookie: guest.cookie, ...init.headers },
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
  const read = async <T extends z.ZodType>(answer: Response, schema: T, what: string) => {
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${text}`);
    return schema.parse(JSON.parse(text)) as z.infer<T>;
  };
  const job = async (jobId: string) =>
    read(await send(`/api/jobs/${jobId}`), jobResponseSchema, `job ${jobId}`);
  return {
    guestId: guest.id,
    send,
    styles: async () =>
      read(await send('/api/prompt-styles'), promptStylesResponseSchema, 'the styles'),
    async post(path, body, schema) {
      const answer = await send(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return read(answer, schema, `POST ${path}`);
    },
    async upload(photo, styleId) {
      const form = uploadForm(
        { bytes: fixturePhoto(photo), name: photo, type: fixtureType(photo) },
        { style_id: styleId, gender: 'female', guest_session_id: guest.id },
      );
      const answer = await send('/', { method: 'POST', body: form });
      return (await read(answer, uploadResponseSchema, 'the upload')).job_id;
    },
    job,
    finished: (jobId, timeoutMs) =>
      waitUntil(
        `job ${jobId} to finish`,
        async () => {
          const seen = await job(jobId);
          return seen.status === 'completed' || seen.status === 'failed' ? seen : undefined;
        },
        { timeoutMs, everyMs: 250 },
      ),
  };
}
