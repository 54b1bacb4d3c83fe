import { checkZipState } from '../../shared/validation/zip-state';
import { HttpError } from './errors';

/**
 * A ZIP code from another state than the address names is refused before anything is quoted
 * or kept: 422, with the code the address form reads to show the words under its ZIP field.
 */
export function refuseZipOfAnotherState(address: {
  zip: string;
  region: string;
  country: string;
}): void {
  const check = checkZipState(address);
  if (!check.ok) {
    throw new HttpError(422, check.code, check.message, {
      error: check.code,
      message: check.message,
    });
  }
}
