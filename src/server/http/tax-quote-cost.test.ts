import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetTaxQuotes } from '../db/migrations/0011-forget-tax-quotes';
import { appDatabases } from '../testing/app-databases';
import {
  confirmWithCard,
  intentBody,
  orderBody,
  seedFinishedJob,
  TEST_CARD,
} from '../testing/checkout-fixtures';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { rowCount } from '../testing/row-counts';
import { startTestApp, type TestApp } from '../testing/test-app';

const QUOTES_PER_MINUTE = 3;

const quoteBody = {
  items: [{ productType: 'CANVAS', quantity: 1, price: 7999, designId: 'job-1' }],
  shipping_address: {
    line1: '350 Fifth Avenue',
    city: 'New York',
    state: 'NY',
    postal_code: '10118',
    country: 'US',
  },
  shipping_cost: 800,
  currency: 'usd',
};

describe.each(appDatabases())('what a tax quote costs, on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  let jobId: string;
  let guest: TestGuest;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp({ ...db.env, TAX_QUOTES_PER_MINUTE: String(QUOTES_PER_MINUTE) });
    guest = await startGuest(test.app);
    jobId = await seedFinishedJob(test.services, { guest_session_id: guest.id });
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  const quote = (remoteAddress: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/stripe/products/calculate-tax',
      remoteAddress,
      payload: quoteBody,
    });
  const storedCalculations = () => rowCount(test.services.db, 'tax_calculations');

  it('keeps no row for a quote', async () => {
    const before = await storedCalculations();
    const response = await quote('10.30.0.1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().calculation_id).toEqual(expect.any(String));
    expect(await storedCalculations()).toBe(before);
  });

  it('answers 429 with a detail past TAX_QUOTES_PER_MINUTE from one client', async () => {
    const answers = [];
    for (let i = 0; i < QUOTES_PER_MINUTE + 2; i++) answers.push(await quote('10.30.0.2'));
    expect(answers.slice(0, QUOTES_PER_MINUTE).map((a) => a.statusCode)).toEqual(
      Array(QUOTES_PER_MINUTE).fill(200),
    );
    const limited = answers.at(-1);
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json().detail).toMatch(/tax quotes/);
    expect((await quote('10.30.0.3')).statusCode).toBe(200);
  });

  it('keeps the calculation a checkout is priced with, and the paid order records its tax', async () => {
    const created = await guest.post(
      '/api/payment/create-payment-intent',
      intentBody(guest.id, jobId),
    );
    expect(created.statusCode, created.body).toBe(200);
    const intent = created.json() as { paymentIntentId: string; clientSecret: string };
    const checkout = await test.services.checkouts.findByPaymentIntent(intent.paymentIntentId);
    const kept =
      checkout && (await test.services.taxCalculations.findById(checkout.taxCalculationId));
    expect(kept?.calculation.taxAmount).toBe(checkout?.taxAmount);

    expect((await confirmWithCard(test.app, intent, TEST_CARD.succeeds)).statusCode).toBe(200);
    const order = await guest.post(
      '/api/orders/create-order',
      orderBody(guest.id, intent.paymentIntentId, jobId),
    );
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().tax_transaction_id).toEqual(expect.stringMatching(/^taxtxn_/));
  });

  it('loses, on migrating, the quotes kept before but none a checkout or an order names', async () => {
    const { taxCalculations, tax, checkouts } = test.services;
    const request = {
      lines: [{ productType: 'CANVAS' as const, quantity: 1, unitPrice: 7999, designId: 'job-1' }],
      shippingCost: 800,
      address: { ...quoteBody.shipping_address, line2: undefined },
    };
    const oldQuote = await tax.calculate(request, new Date());
    await taxCalculations.insert(request, oldQuote);
    // Another shopper, so the checkout is not the first test's one reused.
    const other = await startGuest(test.app);
    const otherJob = await seedFinishedJob(test.services, { guest_session_id: other.id });
    const created = await other.post(
      '/api/payment/create-payment-intent',
      intentBody(other.id, otherJob),
    );
    expect(created.statusCode, created.body).toBe(200);
    const checkout = await checkouts.findByPaymentIntent(created.json().paymentIntentId);

    await forgetTaxQuotes.up(test.services.db as unknown as Kysely<unknown>);
    expect(await taxCalculations.findById(oldQuote.id)).toBeUndefined();
    expect(await taxCalculations.findById(checkout?.taxCalculationId ?? '')).toBeDefined();
  });
});
