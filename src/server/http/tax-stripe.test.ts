import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeStripeTax,
  stripeError,
  UNKNOWN_POSTAL_CODE,
} from '../testing/fakes/fake-stripe-tax';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ADDRESS_NOT_FOUND_DETAIL, TAX_UNAVAILABLE_DETAIL } from './tax';

let fake: Awaited<ReturnType<typeof startFakeStripeTax>>;
let test: TestApp;
beforeAll(async () => {
  fake = await startFakeStripeTax('sk_test_app');
  test = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_app', STRIPE_API_BASE_URL: fake.url });
});
afterAll(async () => {
  await test.close();
  await fake.close();
});

const order = (postalCode = '10118') => ({
  items: [{ productType: 'CANVAS', quantity: 1, price: 7999, designId: 'job-1' }],
  shipping_address: {
    line1: '350 Fifth Avenue',
    city: 'New York',
    state: 'ny',
    postal_code: postalCode,
    country: 'US',
  },
  shipping_cost: 800,
  currency: 'usd',
});

const calculate = (body: object) =>
  test.app.inject({ method: 'POST', url: '/api/stripe/products/calculate-tax', payload: body });

describe('POST /api/stripe/products/calculate-tax with STRIPE_SECRET_KEY', () => {
  it('answers Stripe’s calculation, each jurisdiction by name', async () => {
    const response = await calculate(order());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      subtotal: 7999,
      shipping_cost: 800,
      tax_amount: 781,
      total_amount: 7999 + 800 + 781,
      tax_breakdown: [
        { jurisdiction: 'New York', rate: 0.04, amount: 352, taxable_amount: 8799 },
        { jurisdiction: 'New York City', rate: 0.045, amount: 396, taxable_amount: 8799 },
        {
          jurisdiction: 'Metropolitan Commuter Transportation District',
          rate: 0.00375,
          amount: 33,
        },
      ],
    });
    expect(fake.calls.at(-1)?.form.get('customer_details[address][state]')).toBe('NY');
    expect(body.calculation_id).toEqual(expect.any(String));
  });

  it('answers 422 with a detail when Stripe cannot place the address', async () => {
    const response = await calculate(order(UNKNOWN_POSTAL_CODE));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'address_not_found',
      detail: ADDRESS_NOT_FOUND_DETAIL,
    });
  });

  it('answers 503 with a detail when Stripe is down, so the browser falls back to 8%', async () => {
    fake.failNext(...Array(2).fill(stripeError(500, 'api_error', 'Something went wrong')));
    const response = await calculate(order());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'service_unavailable',
      detail: TAX_UNAVAILABLE_DETAIL,
    });
  });
});
