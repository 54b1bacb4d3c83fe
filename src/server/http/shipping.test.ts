import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiShippingMethod } from '../../shared/api/shipping';
import { startTestApp, type TestApp } from '../testing/test-app';
import { addressIn, LINES } from './shipping-test-data';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const quote = (body: unknown) =>
  test.app.inject({
    method: 'POST',
    url: '/api/printify/orders/shipping-methods',
    payload: body as object,
  });

async function methods(region: string, lineItems: object[]): Promise<ApiShippingMethod[]> {
  const response = await quote({ address_to: addressIn(region), line_items: lineItems });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const priced = (list: ApiShippingMethod[]) => list.map((m) => [m.id, m.name, m.price]);
const timed = (list: ApiShippingMethod[]) =>
  list.map((m) => [m.name, m.handling_days, m.min_delivery_days, m.max_delivery_days]);

describe('POST /api/printify/orders/shipping-methods, contiguous US', () => {
  it('quotes a tee by every method, the cheapest first, each with its handling and delivery days', async () => {
    const tee = await methods('NY', [LINES.blackTeeL]);
    expect(priced(tee)).toEqual([
      [4, 'Economy', 399],
      [1, 'Standard', 475],
      [2, 'Priority', 799],
      [3, 'Express', 1499],
    ]);
    // Priority buys a day of making, not only a faster van.
    expect(timed(tee)).toEqual([
      ['Economy', 2, 5, 8],
      ['Standard', 2, 3, 5],
      ['Priority', 1, 2, 3],
      ['Express', 2, 1, 2],
    ]);
    expect(tee.every((m) => m.description)).toBe(true);
  });

  it('quotes a canvas, which never goes by economy', async () => {
    const canvas = await methods('CA', [LINES.canvas8x10]);
    expect(priced(canvas)).toEqual([
      [1, 'Standard', 999],
      [2, 'Priority', 1499],
      [3, 'Express', 2499],
    ]);
    expect(canvas[0]?.handling_days).toBe(3);
  });

  it('quotes the white and the black mug, each from its own provider', async () => {
    const mug = [
      [4, 'Economy', 499],
      [1, 'Standard', 599],
      [2, 'Priority', 899],
      [3, 'Express', 1599],
    ];
    expect(priced(await methods('TX', [LINES.whiteMug]))).toEqual(mug);
    expect(priced(await methods('TX', [LINES.blackMug]))).toEqual(mug);
    // Two blueprints: each pays its own first item.
    const both = await methods('TX', [LINES.whiteMug, LINES.blackMug]);
    expect(both[1]).toMatchObject({ name: 'Standard', price: 599 + 599 });
  });

  it('charges further units of a blueprint the additional-item cost', async () => {
    const standard = (list: ApiShippingMethod[]) => list.find((m) => m.name === 'Standard');
    const three = await methods('NY', [{ ...LINES.blackTeeL, quantity: 3 }]);
    expect(standard(three)?.price).toBe(475 + 2 * 240);
    const split = await methods('NY', [
      LINES.blackTeeL,
      { ...LINES.blackTeeL, variant_id: 18101, quantity: 2 },
    ]);
    expect(standard(split)?.price).toBe(475 + 2 * 240);
  });

  it('offers a mixed cart only the methods every product can use, at the longest handling', async () => {
    const mixed = await methods('CA', [LINES.canvas8x10, LINES.blackMug]);
    expect(priced(mixed)).toEqual([
      [1, 'Standard', 999 + 599],
      [2, 'Priority', 1499 + 899],
      [3, 'Express', 2499 + 1599],
    ]);
    expect(mixed[0]?.handling_days).toBe(3);
  });
});

describe('POST /api/printify/orders/shipping-methods, to a post-office box', () => {
  it('offers no courier method to a PO box: Express cannot deliver there', async () => {
    const response = await quote({
      address_to: { ...addressIn('NY'), address1: 'P.O. Box 4521' },
      line_items: [LINES.blackTeeL],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(priced(response.json())).toEqual([
      [4, 'Economy', 399],
      [1, 'Standard', 475],
      [2, 'Priority', 799],
    ]);
  });
});

describe('POST /api/printify/orders/shipping-methods, farther destinations', () => {
  it('charges half as much again to Alaska and Hawaii, slower and without economy', async () => {
    const alaska = await methods('AK', [LINES.whiteMug]);
    expect(priced(alaska)).toEqual([
      [1, 'Standard', 899],
      [2, 'Priority', 1349],
      [3, 'Express', 2399],
    ]);
    expect(timed(alaska)).toEqual([
      ['Standard', 2, 6, 10],
      ['Priority', 1, 4, 6],
      ['Express', 2, 2, 4],
    ]);
    expect(priced(await methods('HI', [LINES.canvas8x10]))).toEqual([
      [1, 'Standard', 1499],
      [2, 'Priority', 2249],
      [3, 'Express', 3749],
    ]);
  });

  it('sends tees and mugs to the territories by standard and priority only, at twice the cost', async () => {
    const puertoRico = await methods('PR', [LINES.blackMug]);
    expect(priced(puertoRico)).toEqual([
      [1, 'Standard', 1198],
      [2, 'Priority', 1798],
    ]);
    expect(timed(puertoRico)).toEqual([
      ['Standard', 2, 10, 20],
      ['Priority', 1, 7, 12],
    ]);
    expect(priced(await methods('GU', [LINES.blackTeeL]))).toEqual([
      [1, 'Standard', 950],
      [2, 'Priority', 1598],
    ]);
  });

  it('sends tees and mugs to military post by standard only', async () => {
    const military = await methods('AE', [LINES.whiteMug, LINES.blackTeeL]);
    expect(priced(military)).toEqual([[1, 'Standard', Math.round((599 + 475) * 1.5)]]);
    expect(timed(military)).toEqual([['Standard', 2, 14, 28]]);
  });

  it.each([
    ['a canvas to Puerto Rico', 'PR', [LINES.canvas8x10]],
    ['a canvas to the Virgin Islands', 'VI', [LINES.canvas8x10]],
    ['a canvas with a mug to military post', 'AP', [LINES.whiteMug, LINES.canvas8x10]],
    ['anything to a region the partner cannot place', 'ZZ', [LINES.whiteMug]],
  ])('has no method for %s: 422 with the picker’s words', async (_label, region, lineItems) => {
    const response = await quote({ address_to: addressIn(region), line_items: lineItems });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'no_shipping_methods',
      detail: 'No shipping methods available for this address and these products.',
    });
  });

  it('has no method for an address outside the US', async () => {
    const response = await quote({
      address_to: addressIn('ON', 'M5V 2T6', 'CA'),
      line_items: [LINES.whiteMug],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('No shipping methods available');
  });
});

describe('which product a line is', () => {
  it('quotes a fallback product as the partner variant it is made as', async () => {
    const fallback = (product_id: string) => ({
      product_id,
      variant_id: 1,
      quantity: 1,
      print_provider_id: 1,
      blueprint_id: 1,
    });
    expect(priced(await methods('NY', [fallback('fallback-canvas')]))).toEqual(
      priced(await methods('NY', [LINES.canvas8x10])),
    );
    const cart = [fallback('fallback-tshirt'), fallback('fallback-mug')];
    const quoted = await methods('NY', cart);
    expect(quoted.find((m) => m.name === 'Standard')?.price).toBe(475 + 599);
  });

  it('goes by the variant, not by the blueprint and provider the browser names', async () => {
    const claimsToBeAMug = { ...LINES.canvas8x10, blueprint_id: 68, print_provider_id: 1 };
    expect(priced(await methods('NY', [claimsToBeAMug]))).toEqual(
      priced(await methods('NY', [LINES.canvas8x10])),
    );
  });
});

describe('GET /api/printify/orders/shipping-methods-test', () => {
  it('quotes a sample canvas to a sample New York address', async () => {
    const response = await test.app.inject('/api/printify/orders/shipping-methods-test');
    expect(response.statusCode).toBe(200);
    expect(priced(response.json())).toEqual([
      [1, 'Standard', 999],
      [2, 'Priority', 1499],
      [3, 'Express', 2499],
    ]);
  });
});
