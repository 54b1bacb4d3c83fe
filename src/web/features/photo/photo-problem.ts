import { PHOTO_MESSAGES } from '../../../shared/validation/photo-file';

/** A failure whose message is one of SPEC §8's, fit to show the shopper as it is. */
export class PhotoProblem extends Error {
  override readonly name = 'PhotoProblem';
}

/** The shopper-facing words for any failure: ours as they are, anything else as `fallback`. */
export function photoProblemMessage(
  error: unknown,
  fallback: string = PHOTO_MESSAGES.invalidImage,
) {
  return error instanceof PhotoProblem ? error.message : fallback;
}
