/** Keys are path-like names of letters, digits and `/_.-`, never climbing out with `..`. */
const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export class InvalidMediaKeyError extends Error {
  override readonly name = 'InvalidMediaKeyError';
}

/**
 * Every store refuses the same keys, so a `..` in a /media URL cannot reach a private prefix
 * on a backend (or a proxy before it) that resolves dot segments.
 */
export function isMediaKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}
