import { describe, expect, it } from 'vitest';
import {
  SHIPPING_ERROR_MESSAGES,
  shippingErrorMessage,
  shippingErrorView,
  toastsShippingError,
} from './shipping-errors';

describe('shipping errors', () => {
  it('words each failure as SPEC §8 does', () => {
    expect(shippingErrorMessage(400, { detail: 'bad variant' })).toBe(
      SHIPPING_ERROR_MESSAGES.badRequest,
    );
    expect(shippingErrorMessage(404, undefined)).toBe(SHIPPING_ERROR_MESSAGES.notFound);
    expect(shippingErrorMessage(502, undefined)).toBe(SHIPPING_ERROR_MESSAGES.serverDown);
    expect(shippingErrorMessage(undefined, undefined)).toBe(SHIPPING_ERROR_MESSAGES.other);
    expect(shippingErrorMessage(429, undefined)).toBe(SHIPPING_ERROR_MESSAGES.other);
  });

  it('keeps the server’s words for the two cases the picker explains, without a toast', () => {
    const none = 'No shipping methods available for this address and these products.';
    expect(shippingErrorMessage(422, { detail: none })).toBe(none);
    expect(toastsShippingError(none)).toBe(false);
    expect(shippingErrorView(none)).toBe('no-methods');

    const down = 'The shipping service is currently unavailable.';
    expect(shippingErrorMessage(503, { detail: down })).toBe(down);
    expect(toastsShippingError(down)).toBe(false);
    expect(shippingErrorView(down)).toBe('unavailable');

    expect(toastsShippingError(SHIPPING_ERROR_MESSAGES.badRequest)).toBe(true);
    expect(shippingErrorView(SHIPPING_ERROR_MESSAGES.badRequest)).toBe('other');
  });
});
