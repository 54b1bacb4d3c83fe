import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseShippingAddress } from '../../shared/validation/shipping-address';
import { cartItem } from '../testing/cart-items';
import { CALCULATE_TAX_URL, calculateTax } from './tax';

const NEW_YORK = normaliseShippingAddress({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  address1: '350 Fifth Avenue',
  address2: 'Suite 3300',
  city: 'New York',
  region: 'NY',
  zip: '10118',
});

const ANSWER = {
  tax_amount: 566,
  total_amount: 14062,
  subtotal: 12997,
  shipping_cost: 499,
  tax_breakdown: [{ jurisdiction: 'New York', rate: 0.04, amount: 566, taxable_amount: 13496 }],
  calculation_id: 'taxcalc_1',
  currency: 'usd',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('calculateTax', () => {
  it('posts each item by product type, unit price and design, with the address and shipping', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(ANSWER)),
    );
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const items = [
      cartItem({ productType: 'canvas', price: 5999, jobId: 'job-7' }),
      cartItem({
        productType: 'tshirt',
        price: 2999,
        quantity: 2,
        jobId: null,
        productId: 'tee-1',
      }),
      cartItem({ productType: 'coffeeMug', price: 1999, jobId: 'job-7' }),
    ];
    await expect(calculateTax(NEW_YORK, items, 499)).resolves.toEqual({ ok: true, data: ANSWER });

    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe(CALCULATE_TAX_URL);
    expect(init?.method).toBe('POST');
    expect(timeout).toHaveBeenCalledWith(10_000);
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [
        { productType: 'CANVAS', quantity: 1, price: 5999, designId: 'job-7' },
        { productType: 'T_SHIRT', quantity: 2, price: 2999, designId: 'tee-1' },
        { productType: 'COFFEE_MUG', quantity: 1, price: 1999, designId: 'job-7' },
      ],
      shipping_address: {
        line1: '350 Fifth Avenue',
        line2: 'Suite 3300',
        city: 'New York',
        state: 'NY',
        postal_code: '10118',
        country: 'US',
      },
      shipping_cost: 499,
      currency: 'usd',
    });
  });

  it('fails when the answer is not a tax calculation', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ tax_amount: 'lots' })),
    );
    await expect(calculateTax(NEW_YORK, [cartItem()], 499)).resolves.toMatchObject({ ok: false });
  });
});
