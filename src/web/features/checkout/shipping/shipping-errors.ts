import { type ApiErrorCode, readApiError } from '../../../../shared/api/errors';

/** What went wrong asking for shipping methods, in the SPEC's words (§8 Shipping). */
export const SHIPPING_ERROR_MESSAGES = {
  badRequest: 'Unable to calculate shipping for this address. Please check your address details.',
  notFound: 'Shipping service temporarily unavailable. Please try again later.',
  serverDown:
    'Shipping calculation service is temporarily down. Please try again in a few minutes.',
  other:
    'Unable to calculate shipping costs. Please try again or contact support if the problem persists.',
} as const;

/** The picker's three explanations of a failed quote (SPEC §8 Shipping). */
export type ShippingErrorView = 'no-methods' | 'unavailable' | 'other';

export interface ShippingFailure {
  view: ShippingErrorView;
  message: string;
}

/** The two cases the picker explains itself, known by the answer's code. */
const VIEW_BY_CODE: Partial<Record<ApiErrorCode, ShippingErrorView>> = {
  no_shipping_methods: 'no-methods',
  service_unavailable: 'unavailable',
};

function statusMessage(status: number | undefined): string {
  if (status === 400) return SHIPPING_ERROR_MESSAGES.badRequest;
  if (status === 404) return SHIPPING_ERROR_MESSAGES.notFound;
  if (status !== undefined && status >= 500) return SHIPPING_ERROR_MESSAGES.serverDown;
  return SHIPPING_ERROR_MESSAGES.other;
}

/** A failed call: one of the picker's own cases in the server's words, else the SPEC's text. */
export function shippingFailure(status: number | undefined, body: unknown): ShippingFailure {
  const error = readApiError(body);
  const view = error && VIEW_BY_CODE[error.code];
  if (error && view) return { view, message: error.detail };
  return { view: 'other', message: statusMessage(status) };
}

/**
 * The server's words when it refused the address's ZIP code for its state, known by the
 * body's code; they belong under the ZIP field, not in the picker. Null for any other failure.
 */
export function zipRefusalMessage(status: number | undefined, body: unknown): string | null {
  const error = readApiError(body);
  return status === 422 && error?.code === 'zip_state_mismatch' ? error.detail : null;
}

/** The picker explains its own cases, so no toast repeats them. */
export function toastsShippingError(failure: ShippingFailure): boolean {
  return failure.view === 'other';
}
