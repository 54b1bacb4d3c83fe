import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseShippingAddress } from '../../shared/validation/shipping-address';
import { cartItem } from '../testing/cart-items';
import { fetchShippingMethods, SHIPPING_METHODS_URL } from './shipping';

const NEW_YORK = normaliseShippingAddress({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  address1: '350 Fifth Avenue',
  city: 'New York',
  region: 'NY',
  zip: '10118',
});

const STANDARD = {
  id: 1,
  name: 'Standard',
  price: 499,
  handling_days: 2,
  min_delivery_days: 3,
  max_delivery_days: 5,
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

function sentRequest(): { url: unknown; init: RequestInit; body: unknown } {
  const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
  return { url, init: init ?? {}, body: JSON.parse(String(init?.body)) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchShippingMethods', () => {
  it('posts the address and one line per cart item, variant ids as numbers', async () => {
    answer(200, [STANDARD]);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const items = [
      cartItem({ productId: 'canvas-1', variantId: '101', quantity: 2, blueprintId: 50 }),
      cartItem({ productId: 'mug-black', variantId: '72180', printProviderId: 28 }),
    ];
    await expect(fetchShippingMethods(NEW_YORK, items)).resolves.toEqual({
      ok: true,
      data: [STANDARD],
    });
    const { url, init, body } = sentRequest();
    expect(url).toBe(SHIPPING_METHODS_URL);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(timeout).toHaveBeenCalledWith(10_000);
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(body).toEqual({
      address_to: {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        phone: '',
        address1: '350 Fifth Avenue',
        address2: '',
        city: 'New York',
        region: 'NY',
        zip: '10118',
        country: 'US',
      },
      line_items: [
        {
          product_id: 'canvas-1',
          variant_id: 101,
          quantity: 2,
          print_provider_id: 1,
          blueprint_id: 50,
        },
        {
          product_id: 'mug-black',
          variant_id: 72180,
          quantity: 1,
          print_provider_id: 28,
          blueprint_id: 1,
        },
      ],
    });
  });

  it('hands back the status and the error answer for the caller to word', async () => {
    const detail = 'No shipping methods available for this address and these products.';
    answer(422, { detail });
    await expect(fetchShippingMethods(NEW_YORK, [cartItem()])).resolves.toEqual({
      ok: false,
      status: 422,
      body: { detail },
    });
  });

  it('fails without a status when no answer arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))),
    );
    await expect(fetchShippingMethods(NEW_YORK, [cartItem()])).resolves.toEqual({ ok: false });
  });
});
