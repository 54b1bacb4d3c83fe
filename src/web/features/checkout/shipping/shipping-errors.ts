import { apiErrorBodySchema } from '../../../../shared/api/errors';
import { ZIP_STATE_MISMATCH } from '../../../../shared/validation/zip-state';

/** What went wrong asking for shipping methods, in the SPEC's words (§8 Shipping). */
export const SHIPPING_ERROR_MESSAGES = {
  badRequest: 'Unable to calculate shipping for this address. Please check your address details.',
  notFound: 'Shipping service temporarily unavailable. Please try again later.',
  serverDown:
    'Shipping calculation service is temporarily down. Please try again in a few minutes.',
  other:
    'Unable to calculate shipping costs. Please try again or contact support if the problem persists.',
} as const;

const NO_METHODS = 'No shipping methods available';
const UNAVAILABLE = 'service is currently unavailable';

function detailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  return typeof body.detail === 'string' ? body.detail : null;
}

/** The message for a failed call: the server's own when it names one of the picker's cases. */
export function shippingErrorMessage(status: number | undefined, body: unknown): string {
  const detail = detailOf(body);
  if (detail && (detail.includes(NO_METHODS) || detail.includes(UNAVAILABLE))) return detail;
  if (status === 400) return SHIPPING_ERROR_MESSAGES.badRequest;
  if (status === 404) return SHIPPING_ERROR_MESSAGES.notFound;
  if (status !== undefined && status >= 500) return SHIPPING_ERROR_MESSAGES.serverDown;
  return SHIPPING_ERROR_MESSAGES.other;
}

/**
 * The server's words when it refused the address's ZIP code for its state, known by the
 * body's code; they belong under the ZIP field, not in the picker. Null for any other failure.
 */
export function zipRefusalMessage(status: number | undefined, body: unknown): string | null {
  const parsed = apiErrorBodySchema.safeParse(body);
  if (status !== 422 || !parsed.success || parsed.data.error !== ZIP_STATE_MISMATCH) return null;
  return parsed.data.detail;
}

/** The picker explains these two itself, so no toast repeats them. */
export function toastsShippingError(message: string): boolean {
  return !message.includes(NO_METHODS) && !message.includes(UNAVAILABLE);
}

export type ShippingErrorView = 'no-methods' | 'unavailable' | 'other';

export function shippingErrorView(message: string): ShippingErrorView {
  if (message.includes(NO_METHODS)) return 'no-methods';
  if (message.includes(UNAVAILABLE)) return 'unavailable';
  return 'other';
}
