import { photoCheckResponseSchema } from '../../shared/api/photo-check';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';

/** What the server's photo check says of a chosen photo. */
export type PhotoCheckOutcome =
  | { kind: 'passed'; facesCamera: boolean }
  /** The photo cannot be used, in the upload's own words (SPEC §8). */
  | { kind: 'refused'; message: string }
  /** No answer to go by (offline, busy, an old server): the upload checks the photo anyway. */
  | { kind: 'unchecked' };

/** Statuses whose answer is about the photo itself. */
const PHOTO_REFUSALS = new Set([413, 422]);

/** POST /api/photo-checks: the upload's photo check, when the photo is chosen. */
export async function requestPhotoCheck(file: File): Promise<PhotoCheckOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/photo-checks', {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.upload),
    });
  } catch {
    return { kind: 'unchecked' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = photoCheckResponseSchema.safeParse(body);
    return parsed.success
      ? { kind: 'passed', facesCamera: parsed.data.faces_camera }
      : { kind: 'unchecked' };
  }
  const message = (body as { message?: unknown } | undefined)?.message;
  if (PHOTO_REFUSALS.has(response.status) && typeof message === 'string' && message) {
    return { kind: 'refused', message };
  }
  return { kind: 'unchecked' };
}
