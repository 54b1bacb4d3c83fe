import { uploadResponseSchema } from '../../shared/api/generation';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { CUSTOM_STYLE_ID } from '../../shared/styles';
import { postJson } from './http';
import type { UploadOutcome } from './upload';

/** The style of another look: a named style id, or 'custom' with the shopper's words. */
export interface AnotherLook {
  styleId: string;
  customPrompt: string;
}

const FAILED = 'Something went wrong. Please try again.';

/** The body's own words: the upload codes' `message` (SPEC §8), else the `detail`. */
function wordsOf(body: unknown): string {
  if (!body || typeof body !== 'object') return FAILED;
  const { message, detail } = body as { message?: unknown; detail?: unknown };
  if (typeof message === 'string' && message) return message;
  return typeof detail === 'string' && detail ? detail : FAILED;
}

/** POST /api/jobs/{id}/another-look: the finished job's photo again, in another style. */
export async function requestAnotherLook(jobId: string, look: AnotherLook): Promise<UploadOutcome> {
  const custom = look.styleId === CUSTOM_STYLE_ID;
  // The server waits for the art, as for an upload, so it shows the moment it exists.
  const body = custom
    ? { style_id: CUSTOM_STYLE_ID, custom_prompt: look.customPrompt.trim(), process_directly: true }
    : { style_id: look.styleId, process_directly: true };
  const result = await postJson(
    `/api/jobs/${encodeURIComponent(jobId)}/another-look`,
    body,
    uploadResponseSchema,
    { timeoutMs: REQUEST_TIMEOUT_MS.upload },
  );
  return result.ok
    ? { ok: true, response: result.data }
    : { ok: false, message: wordsOf(result.body) };
}
