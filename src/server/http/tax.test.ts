import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabases } from '../testing/app-databases';
import { startTestApp, type TestApp } from '../testing/test-app';

let test: TestApp;

const NEW_YORK = {
  line1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  postal_code: '10118',
  country: 'US',
};

function calculate(body: unknown) {
  return test.app.inject({
    method: 'POST',
    url: '/api/stripe/products/calculate-tax',
    payload: body as object,
  });
}

const order = (overrides: Record<string, unknown> = {}) => ({
  items: [
    { productType: 'CANVAS', quantity: 1, price: 7999, designId: 'job-1' },
    { productType: 'T_SHIRT', quantity: 2, price: 2999, designId: 'job-1' },
  ],
  shipping_address: NEW_YORK,
  shipping_cost: 800,
  currency: 'usd',
  ...overrides,
});

describe.each(appDatabases())(
  'POST /api/stripe/products/calculate-tax on %s',
  (_dialect, database) => {
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const db = await database();
      drop = db.drop;
      test = await startTestApp(db.env);
    });
    afterAll(async () => {
      await test.close();
      await drop();
    });

    it('answers the SPEC’s fields in cents, with the calculation’s id', async () => {
      const response = await calculate(order());
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        subtotal: 13997,
        shipping_cost: 800,
        tax_amount: 338,
        total_amount: 13997 + 800 + 338,
        currency: 'usd',
        tax_breakdown: [
          { jurisdiction: 'New York', rate: 0.04, amount: 338, taxable_amount: 8456 },
        ],
      });
      expect(body.calculation_id).toMatch(/^taxcalc_[0-9a-f]{32}$/);
      expect(Number.isNaN(Date.parse(body.calculatedAt))).toBe(false);
    });

    it('answers zero with an empty breakdown where there is no sales tax', async () => {
      const response = await calculate(
        order({
          shipping_address: { ...NEW_YORK, state: 'OR', city: 'Portland', postal_code: '97201' },
        }),
      );
      expect(response.json()).toMatchObject({ tax_amount: 0, tax_breakdown: [] });
    });

    it('names only the state where local taxes apply that the data does not hold (Colorado)', async () => {
      const response = await calculate(
        order({
          shipping_address: { ...NEW_YORK, state: 'CO', city: 'Denver', postal_code: '80202' },
        }),
      );
      expect(response.json()).toMatchObject({
        tax_breakdown: [{ jurisdiction: 'Colorado', rate: 0.029 }],
      });
    });

    it.each([
      ['no body', undefined],
      ['not JSON fields', 'just text'],
      ['no items', order({ items: [] })],
      [
        'a negative price',
        order({ items: [{ productType: 'CANVAS', quantity: 1, price: -5, designId: 'x' }] }),
      ],
      [
        'a price in dollars',
        order({ items: [{ productType: 'CANVAS', quantity: 1, price: 79.99, designId: 'x' }] }),
      ],
      [
        'an unknown product',
        order({ items: [{ productType: 'POSTER', quantity: 1, price: 100, designId: 'x' }] }),
      ],
      ['a number as text', order({ shipping_cost: '800' })],
      [
        'a price as text',
        order({
          items: [{ productType: 'COFFEE_MUG', quantity: 1, price: '1999', designId: 'x' }],
        }),
      ],
      [
        'a quantity of zero',
        order({ items: [{ productType: 'CANVAS', quantity: 0, price: 7999, designId: 'x' }] }),
      ],
      [
        'an order over $1,000,000',
        order({
          items: [{ productType: 'CANVAS', quantity: 999, price: 9_999_999, designId: 'x' }],
        }),
      ],
      [
        'a state name instead of its code',
        order({ shipping_address: { ...NEW_YORK, state: 'New York' } }),
      ],
      ['an address without a city', order({ shipping_address: { ...NEW_YORK, city: ' ' } })],
      ['another currency', order({ currency: 'eur' })],
      ['no address', order({ shipping_address: undefined })],
      ['an unknown state', order({ shipping_address: { ...NEW_YORK, state: 'ZZ' } })],
      ['another country', order({ shipping_address: { ...NEW_YORK, country: 'CA' } })],
    ])('refuses %s with a 4xx and a detail', async (_label, body) => {
      const response = await calculate(body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().detail).toEqual(expect.any(String));
    });

    it('refuses a body that is not JSON', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/stripe/products/calculate-tax',
        headers: { 'content-type': 'application/json' },
        payload: '{"items": [',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    });
  },
);

describe('a tax holiday', () => {
  it('exempts clothing under its cap on its dates (Alabama, 17-19 July 2026)', async () => {
    const holiday = await startTestApp({}, { clock: () => new Date('2026-07-18T15:00:00Z') });
    try {
      const response = await holiday.app.inject({
        method: 'POST',
        url: '/api/stripe/products/calculate-tax',
        payload: order({
          items: [{ productType: 'T_SHIRT', quantity: 1, price: 2999, designId: 'job-1' }],
          shipping_address: { ...NEW_YORK, state: 'AL', city: 'Mobile', postal_code: '36602' },
          shipping_cost: 475,
        }),
      });
      expect(response.json()).toMatchObject({ tax_amount: 0, total_amount: 2999 + 475 });
    } finally {
      await holiday.close();
    }
  });
});
