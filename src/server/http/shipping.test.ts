import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiShippingMethod } from '../../shared/api/shipping';
import { startTestApp, type TestApp } from '../testing/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const address = (region: string, zip = '10118') => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  country: 'US',
  region,
  address1: '1 Main Street',
  address2: '',
  city: 'Somewhere',
  zip,
});
const TEE_BLACK_L = {
  product_id: 'job-tshirt',
  variant_id: 18054,
  quantity: 1,
  print_provider_id: 29,
  blueprint_id: 12,
};
const CANVAS_8X10 = {
  product_id: 'job-canvas',
  variant_id: 82228,
  quantity: 1,
  print_provider_id: 105,
  blueprint_id: 937,
};
const MUG_BLACK = {
  product_id: 'job-mug-black',
  variant_id: 96132,
  quantity: 1,
  print_provider_id: 28,
  blueprint_id: 1151,
};

function quote(body: unknown) {
  return test.app.inject({
    method: 'POST',
    url: '/api/printify/orders/shipping-methods',
    payload: body as object,
  });
}

const methods = async (body: unknown) => {
  const response = await quote(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ApiShippingMethod[];
};

describe('POST /api/printify/orders/shipping-methods', () => {
  it('quotes every method for a tee to New York, first item plus additional items', async () => {
    const one = await methods({ address_to: address('NY'), line_items: [TEE_BLACK_L] });
    expect(one.map((m) => [m.id, m.name, m.price])).toEqual([
      [1, 'Standard', 475],
      [2, 'Priority', 799],
      [3, 'Express', 1499],
      [4, 'Economy', 399],
    ]);
    expect(one[0]).toMatchObject({ handling_days: 2, min_delivery_days: 3, max_delivery_days: 5 });
    const three = await methods({
      address_to: address('NY'),
      line_items: [{ ...TEE_BLACK_L, quantity: 3 }],
    });
    expect(three[0]?.price).toBe(475 + 2 * 240);
  });

  it('adds a first-item charge per blueprint and drops methods one product cannot use', async () => {
    const mixed = await methods({
      address_to: address('CA', '94103'),
      line_items: [CANVAS_8X10, MUG_BLACK],
    });
    // The canvas never goes by economy, so the order does not either.
    expect(mixed.map((m) => [m.name, m.price])).toEqual([
      ['Standard', 999 + 599],
      ['Priority', 1499 + 899],
      ['Express', 2499 + 1599],
    ]);
    expect(mixed[0]).toMatchObject({ handling_days: 3 });
  });

  it('charges more and takes longer to Alaska and Hawaii, and to Puerto Rico', async () => {
    const hawaii = await methods({ address_to: address('HI', '96813'), line_items: [MUG_BLACK] });
    expect(hawaii.map((m) => [m.name, m.price, m.max_delivery_days])).toEqual([
      ['Standard', 899, 10],
      ['Priority', 1349, 6],
      ['Express', 2399, 4],
    ]);
    const puertoRico = await methods({
      address_to: address('PR', '00901'),
      line_items: [MUG_BLACK],
    });
    expect(puertoRico.map((m) => [m.name, m.price])).toEqual([
      ['Standard', 1198],
      ['Priority', 1798],
    ]);
  });

  it('has no method for a canvas to a territory', async () => {
    const response = await quote({ address_to: address('PR', '00901'), line_items: [CANVAS_8X10] });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('No shipping methods available');
  });

  it('quotes a fallback product as the partner variant it is made as', async () => {
    const fallback = await methods({
      address_to: address('NY'),
      line_items: [
        {
          product_id: 'fallback-canvas',
          variant_id: 82228,
          quantity: 1,
          print_provider_id: 1,
          blueprint_id: 1,
        },
      ],
    });
    expect(fallback[0]).toMatchObject({ name: 'Standard', price: 999 });
  });

  it.each([
    ['a variant id as text', { ...TEE_BLACK_L, variant_id: '18054' }],
    ['a zero variant id', { ...TEE_BLACK_L, variant_id: 0 }],
    ['a negative variant id', { ...TEE_BLACK_L, variant_id: -3 }],
    ['a variant the partner does not make', { ...TEE_BLACK_L, variant_id: 99999 }],
  ])('refuses %s with 400 and a detail', async (_label, item) => {
    const response = await quote({ address_to: address('NY'), line_items: [item] });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it.each([
    ['no body', undefined],
    ['no line items', { address_to: address('NY'), line_items: [] }],
    ['an incomplete address', { address_to: { country: 'US' }, line_items: [TEE_BLACK_L] }],
    ['a bad ZIP', { address_to: address('NY', 'ABCDE'), line_items: [TEE_BLACK_L] }],
    ['a list', [1, 2, 3]],
  ])('refuses %s with a 4xx and a detail', async (_label, body) => {
    const response = await quote(body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().detail).toEqual(expect.any(String));
  });
});

describe('GET /api/printify/orders/shipping-methods-test', () => {
  it('quotes a sample canvas to a sample address', async () => {
    const response = await test.app.inject('/api/printify/orders/shipping-methods-test');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((m: { name: string }) => m.name)).toEqual([
      'Standard',
      'Priority',
      'Express',
    ]);
  });
});
