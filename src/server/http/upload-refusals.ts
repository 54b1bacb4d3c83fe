import { UPLOAD_ERROR_MESSAGES as M } from '../../shared/upload-errors';
import type { UploadRefusal } from '../workflows/accept-upload';
import { HttpError } from './errors';

/** The SPEC §8 code-carrying errors the upload answers with, and their texts. */
const CODED = {
  wizards_recharging: { status: 429, message: M.wizardsRecharging },
  gallery_busy: { status: 503, message: M.galleryBusy },
  queue_unavailable: { status: 503, message: M.queueUnavailable },
  too_much_activity: { status: 429, message: M.tooMuchActivity },
  style_unavailable: { status: 422, message: M.styleUnavailable },
} as const;

export type UploadErrorCode = keyof typeof CODED;

/** An upload error with its SPEC body: `error` (the code again), `message`, and `detail`. */
export function uploadError(code: UploadErrorCode): HttpError {
  const { status, message } = CODED[code];
  const extra = code === 'queue_unavailable' ? { retry_recommended: true } : {};
  return new HttpError(status, code, message, { error: code, message, ...extra });
}

/** The error code of each photo problem: the one-person rule's are said to the shopper as is. */
function photoErrorCode(problem: string): 'no_face' | 'several_people' | 'invalid_photo' {
  if (problem === 'noFace') return 'no_face';
  if (problem === 'severalPeople') return 'several_people';
  return 'invalid_photo';
}

/** Turns a refusal of the upload workflow into the HTTP error the client reads. */
export function refusalToHttpError(
  refusal: Exclude<UploadRefusal, { code: 'abandoned' }>,
): HttpError {
  if (refusal.code !== 'invalid_photo') return uploadError(refusal.code);
  const status = refusal.problem === 'tooLarge' ? 413 : 422;
  const code = photoErrorCode(refusal.problem);
  return new HttpError(status, code, refusal.message, { error: code, message: refusal.message });
}
