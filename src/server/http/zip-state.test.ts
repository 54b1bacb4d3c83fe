import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabases } from '../testing/app-databases';
import { intentBody, NEW_YORK_ADDRESS, seedFinishedJob } from '../testing/checkout-fixtures';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { rowCounts } from '../testing/row-counts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { addressIn, LINES } from './shipping-test-data';

const TABLES = ['tax_calculations', 'checkouts', 'local_payment_intents'] as const;

/** The three mislabelled addresses of the orders issue, and what the shopper is told. */
const MISLABELLED = [
  ['a New York ZIP labelled Oregon', '10001', 'OR', 'ZIP code 10001 is in New York, not Oregon.'],
  [
    'an Anchorage ZIP labelled New York',
    '99501',
    'NY',
    'ZIP code 99501 is in Alaska, not New York.',
  ],
  [
    'a Puerto Rico ZIP labelled New Jersey',
    '00901',
    'NJ',
    'ZIP code 00901 is in Puerto Rico, not New Jersey.',
  ],
] as const;

describe.each(appDatabases())('a ZIP code from another state, on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  let jobId: string;
  let guest: TestGuest;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp(db.env);
    guest = await startGuest(test.app);
    jobId = await seedFinishedJob(test.services, { guest_session_id: guest.id });
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  const post = (url: string, payload: object) => guest.post(url, payload);

  const taxQuote = (zip: string, state: string) =>
    post('/api/stripe/products/calculate-tax', {
      items: [{ productType: 'COFFEE_MUG', quantity: 1, price: 1999, designId: 'job-1' }],
      shipping_address: {
        line1: '1 Main Street',
        city: 'Somewhere',
        state,
        postal_code: zip,
        country: 'US',
      },
      shipping_cost: 599,
      currency: 'usd',
    });
  const shippingQuote = (zip: string, region: string) =>
    post('/api/printify/orders/shipping-methods', {
      address_to: addressIn(region, zip),
      line_items: [LINES.whiteMug],
    });
  const paymentIntent = (zip: string, region: string) =>
    post(
      '/api/payment/create-payment-intent',
      intentBody(guest.id, jobId, { shipping_address: { ...NEW_YORK_ADDRESS, zip, region } }),
    );
  const CALLS = [
    ['the tax quote', taxQuote],
    ['the shipping quote', shippingQuote],
    ['the payment intent', paymentIntent],
  ] as const;

  describe.each(CALLS)('%s', (_call, call) => {
    it.each(MISLABELLED)(
      'refuses %s with 422, its code and words, and keeps nothing',
      async (_l, zip, region, message) => {
        const before = await rowCounts(test.services.db, TABLES);
        const response = await call(zip, region);
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toEqual({
          code: 'zip_state_mismatch',
          detail: message,
          message,
          error: 'zip_state_mismatch',
        });
        expect(await rowCounts(test.services.db, TABLES)).toEqual(before);
      },
    );

    it('takes the same ZIP with its own state', async () => {
      const response = await call('10001', 'NY');
      expect(response.statusCode, response.body).toBe(200);
    });
  });
});
