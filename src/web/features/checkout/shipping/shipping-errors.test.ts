import { describe, expect, it } from 'vitest';
import {
  SHIPPING_ERROR_MESSAGES,
  shippingFailure,
  toastsShippingError,
  zipRefusalMessage,
} from './shipping-errors';

describe('shipping errors', () => {
  it('words each failure as SPEC §8 does', () => {
    const other = (message: string) => ({ view: 'other', message });
    expect(shippingFailure(400, { code: 'invalid_request', detail: 'bad variant' })).toEqual(
      other(SHIPPING_ERROR_MESSAGES.badRequest),
    );
    expect(shippingFailure(404, undefined)).toEqual(other(SHIPPING_ERROR_MESSAGES.notFound));
    expect(shippingFailure(502, undefined)).toEqual(other(SHIPPING_ERROR_MESSAGES.serverDown));
    expect(shippingFailure(undefined, undefined)).toEqual(other(SHIPPING_ERROR_MESSAGES.other));
    expect(shippingFailure(429, undefined)).toEqual(other(SHIPPING_ERROR_MESSAGES.other));
  });

  it('keeps the server’s words for the two cases the picker explains, without a toast', () => {
    const none = 'No shipping methods available for this address and these products.';
    const noMethods = shippingFailure(422, { code: 'no_shipping_methods', detail: none });
    expect(noMethods).toEqual({ view: 'no-methods', message: none });
    expect(toastsShippingError(noMethods)).toBe(false);

    const down = 'The shipping service is currently unavailable.';
    const unavailable = shippingFailure(503, { code: 'service_unavailable', detail: down });
    expect(unavailable).toEqual({ view: 'unavailable', message: down });
    expect(toastsShippingError(unavailable)).toBe(false);

    expect(toastsShippingError(shippingFailure(400, undefined))).toBe(true);
  });

  it('knows the picker’s cases by their code, whatever the words', () => {
    const reworded = { code: 'no_shipping_methods', detail: 'Nothing we make goes there.' };
    expect(shippingFailure(422, reworded).view).toBe('no-methods');
    const wordsWithoutCode = { code: 'invalid_request', detail: 'No shipping methods available' };
    expect(shippingFailure(400, wordsWithoutCode)).toEqual({
      view: 'other',
      message: SHIPPING_ERROR_MESSAGES.badRequest,
    });
  });

  it('hands a ZIP of another state to the address form only by its code', () => {
    const detail = 'ZIP code 10118 is in New York, not Oregon.';
    expect(zipRefusalMessage(422, { code: 'zip_state_mismatch', detail })).toBe(detail);
    expect(zipRefusalMessage(422, { code: 'undeliverable', detail })).toBeNull();
  });
});
