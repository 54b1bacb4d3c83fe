import { readApiError } from './api/errors';

/** What the shopper reads when an upload or a job goes wrong (SPEC §8), word for word. */
export const UPLOAD_ERROR_MESSAGES = {
  queueUnavailable: 'Queue service temporarily unavailable',
  retrySoon: 'Please try again in a moment.',
  wizardsRecharging:
    'Our art wizards are recharging their magic! Come back in an hour to create more masterpieces.',
  galleryBusy: 'Our art gallery is packed with creative requests! Please try again in 30 minutes.',
  tooMuchActivity:
    "Whoa, that's a lot of magic at once! Please take a short breather and try again in a minute.",
  otherFallback: 'Upload failed',
  timeout: 'Upload timeout - please check your connection and try again',
  network: 'Network error - please check your internet connection',
  fileTooLarge: 'File too large - please use a smaller image',
  invalidFormat: 'Invalid file format - please use a valid image file',
  generic: 'Upload failed - please try again',
  styleUnavailable: 'This art style is not available right now. Please choose another style.',
} as const;

/** The one-person rule's refusals (issue 12), as the upload answers them with 422. */
export const PEOPLE_MESSAGES = {
  noFace:
    "We couldn't find a face in this photo. Please use a clear photo of one person, facing the camera.",
  several: (count: number) =>
    `This photo has ${count} people in it. Please choose a photo of just one person.`,
} as const;

/** Upload error codes whose message is written for the shopper and shown as it is. */
const SPOKEN_CODES = new Set<string>(['no_face', 'several_people']);

export const JOB_ERROR_MESSAGES = {
  statusCheckFailed: 'Network error during status check',
  notFound: 'Job no longer exists - it may have been removed',
  pollingTimeout: 'Job polling timed out after 10 minutes',
  failed: 'Job failed',
} as const;

export interface UploadFailure {
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** The answer's parsed JSON body, whatever it is. */
  body?: unknown;
  /** Set when no answer arrived at all. */
  kind?: 'timeout' | 'network';
}

const M = UPLOAD_ERROR_MESSAGES;

function nonBlank(value: string | undefined): string | undefined {
  return value?.trim() ? value : undefined;
}

/**
 * The message for a failed upload. The SPEC's own codes come first; 413 and 422 next, so a
 * framework's generic body for those statuses does not hide the clear text. Any other refusal
 * that explains itself is shown as the server said it; a server fault (5xx) is not, since its
 * text is not written for shoppers.
 */
export function uploadErrorMessage({ status, body, kind }: UploadFailure): string {
  if (kind === 'timeout') return M.timeout;
  if (kind === 'network') return M.network;

  const error = readApiError(body);
  switch (error?.code) {
    case 'queue_unavailable': {
      const message = nonBlank(error.message) ?? M.queueUnavailable;
      return error.retry_recommended ? `${message} ${M.retrySoon}` : message;
    }
    case 'wizards_recharging':
      return M.wizardsRecharging;
    case 'gallery_busy':
      return M.galleryBusy;
    case 'too_much_activity':
      return M.tooMuchActivity;
    case 'style_unavailable':
      return M.styleUnavailable;
  }
  const spoken = error && SPOKEN_CODES.has(error.code) ? nonBlank(error.message) : undefined;
  if (spoken) return spoken;
  if (status === 413) return M.fileTooLarge;
  if (status === 422) return M.invalidFormat;
  const serverFault = status !== undefined && status >= 500;
  if (!error || serverFault) return M.generic;
  return nonBlank(error.message) ?? nonBlank(error.detail) ?? M.otherFallback;
}

/** Why a status check failed: gone (404), or what the server said, or the network. */
export function jobStatusErrorMessage({ status, body }: Omit<UploadFailure, 'kind'>): string {
  if (status === 404) return JOB_ERROR_MESSAGES.notFound;
  return nonBlank(readApiError(body)?.detail) ?? JOB_ERROR_MESSAGES.statusCheckFailed;
}

/** A failed job shows its own reason when it has one. */
export function failedJobMessage(error: string | null | undefined): string {
  return nonBlank(error ?? undefined) ?? JOB_ERROR_MESSAGES.failed;
}
