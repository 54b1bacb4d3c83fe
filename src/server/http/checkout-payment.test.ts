import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_ID_PATTERN } from '../domain/orders/display-id';
import { appDatabases } from '../testing/app-databases';
import {
  CART_SUBTOTAL,
  confirmWithCard,
  intentBody,
  orderBody,
  seedFinishedJob,
  TEST_CARD,
} from '../testing/checkout-fixtures';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';

describe.each(appDatabases())('checkout payment and order on %s', (_dialect, database) => {
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

  const post = (url: string, payload: unknown) => guest.post(url, payload);
  const createIntent = async (body: unknown = intentBody(guest.id, jobId)) => {
    const response = await post('/api/payment/create-payment-intent', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { clientSecret: string; paymentIntentId: string; amount: number };
  };
  const createOrder = (paymentIntentId: string) =>
    post('/api/orders/create-order', orderBody(guest.id, paymentIntentId, jobId));

  it('charges the server’s prices, shipping and tax, never the browser’s', async () => {
    const intent = await createIntent();
    const checkout = await test.services.checkouts.findByPaymentIntent(intent.paymentIntentId);
    expect(checkout?.subtotal).toBe(CART_SUBTOTAL);
    expect(checkout?.shippingCost).toBeGreaterThan(0);
    expect(checkout?.taxAmount).toBeGreaterThan(0);
    expect(intent.amount).toBe(
      CART_SUBTOTAL + (checkout?.shippingCost ?? 0) + (checkout?.taxAmount ?? 0),
    );
    expect(checkout?.owner).toEqual({ customerId: null, guestSessionId: guest.id });
    const charged = await test.services.cardProcessor.retrieveIntent(intent.paymentIntentId);
    expect(charged?.amount).toBe(intent.amount);
  });

  it('prices a fallback product from the shared list', async () => {
    const items = [{ productId: 'fallback-mug', price: 1, quantity: 2, title: 'Mug', jobId: null }];
    const intent = await createIntent(intentBody(guest.id, jobId, { items }));
    const checkout = await test.services.checkouts.findByPaymentIntent(intent.paymentIntentId);
    expect(checkout?.subtotal).toBe(2 * 1999);
  });

  it('refuses a line it cannot price with 400 and says which', async () => {
    const items = [
      {
        productId: `${jobId}-canvas`,
        variantId: '1',
        jobId,
        quantity: 1,
        price: 1,
        title: 'Canvas',
      },
    ];
    const response = await post(
      '/api/payment/create-payment-intent',
      intentBody(guest.id, jobId, { items }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(`${jobId}-canvas`);
  });

  it('makes no order for a payment that has not succeeded', async () => {
    const intent = await createIntent();
    expect((await createOrder(intent.paymentIntentId)).statusCode).toBe(402);
    const declined = await confirmWithCard(test.app, intent, TEST_CARD.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Your card was declined.');
    const response = await createOrder(intent.paymentIntentId);
    expect(response.statusCode).toBe(402);
    expect(response.json().detail).toMatch(/not succeeded/);
    expect(await test.services.orders.findByPaymentIntent(intent.paymentIntentId)).toBeUndefined();
  });

  it('makes no order when the payment succeeded for another amount', async () => {
    const intent = await createIntent();
    await test.services.db
      .updateTable('local_payment_intents')
      .set({ amount: 100 })
      .where('id', '=', intent.paymentIntentId)
      .execute();
    expect((await confirmWithCard(test.app, intent, TEST_CARD.succeeds)).statusCode).toBe(200);
    const response = await createOrder(intent.paymentIntentId);
    expect(response.statusCode).toBe(409);
    expect(await test.services.orders.findByPaymentIntent(intent.paymentIntentId)).toBeUndefined();
  });

  it('makes one order from twenty concurrent calls, and gives all twenty the same answer', async () => {
    const intent = await createIntent();
    test.services.localCardProcessor?.connectWebhook(async () => 503);
    expect((await confirmWithCard(test.app, intent, TEST_CARD.succeeds)).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => createOrder(intent.paymentIntentId)),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const answers = new Set(responses.map((response) => response.body));
    expect(answers.size).toBe(1);
    const answer = responses[0]?.json();
    expect(answer).toMatchObject({ status: 'received', printify_order_id: null });
    expect(answer.display_id).toMatch(DISPLAY_ID_PATTERN);
    expect(answer.tax_transaction_id).toMatch(/^taxtxn_/);
    const rows = await test.services.db
      .selectFrom('orders')
      .select('id')
      .where('payment_intent_id', '=', intent.paymentIntentId)
      .execute();
    expect(rows).toHaveLength(1);
    const order = await test.services.orders.findByPaymentIntent(intent.paymentIntentId);
    expect(order?.totalAmount).toBe(intent.amount);
    expect(order?.owner.guestSessionId).toBe(guest.id);
    expect((await createOrder(intent.paymentIntentId)).body).toBe(responses[0]?.body);
  });

  it('shows an order to the holder of its token and to nobody else', async () => {
    const intent = await createIntent();
    await confirmWithCard(test.app, intent, TEST_CARD.succeeds);
    const answer = (await createOrder(intent.paymentIntentId)).json();
    const order = await test.services.orders.findById(answer.order_id);
    const view = (token: string) =>
      test.app.inject(`/api/orders/${answer.order_id}?token=${encodeURIComponent(token)}`);
    const mine = await view(order?.accessToken ?? '');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      display_id: answer.display_id,
      total_amount: intent.amount,
      items: [{ title: 'T-Shirt', quantity: 2, line_total: 5998 }, {}, {}],
    });
    for (const token of ['', 'guess', `${order?.accessToken}x`, 'a'.repeat(48)]) {
      expect((await view(token)).statusCode).toBe(404);
    }
    expect((await test.app.inject('/api/orders/unknown?token=abc')).statusCode).toBe(404);
  });

  it('answers what was bought at the store’s prices, the total and where the e-mail goes', async () => {
    const intent = await createIntent();
    await confirmWithCard(test.app, intent, TEST_CARD.succeeds);
    const { receipt } = (await createOrder(intent.paymentIntentId)).json();
    expect(receipt).toMatchObject({
      email: 'grace@example.com',
      subtotal: CART_SUBTOTAL,
      total_amount: intent.amount,
      items: [
        { title: 'T-Shirt', quantity: 2, unit_price: 2999, line_total: 5998 },
        { title: 'Canvas', quantity: 1, line_total: 5999 },
        { title: 'Coffee Mug', quantity: 1, line_total: 1999 },
      ],
    });
    expect(receipt.shipping_cost + receipt.tax_amount).toBe(intent.amount - CART_SUBTOTAL);
    for (const item of receipt.items) expect(item.image_url).toMatch(/^(https:\/\/|\/)/);
    expect(receipt.items[0].options).toMatchObject({ color: 'Black', size: 'M' });
  });

  it('does not let another shopper claim the payment', async () => {
    const intent = await createIntent();
    const stranger = await startGuest(test.app);
    const body = orderBody(stranger.id, intent.paymentIntentId, jobId);
    expect((await stranger.post('/api/orders/create-order', body)).statusCode).toBe(403);
  });

  it('refuses to act for a guest named without the proof its browser holds', async () => {
    const intent = await createIntent();
    const order = orderBody(guest.id, intent.paymentIntentId, jobId);
    const intentRequest = intentBody(guest.id, jobId);
    for (const [url, body] of [
      ['/api/orders/create-order', order],
      ['/api/payment/create-payment-intent', intentRequest],
    ] as const) {
      const bare = await test.app.inject({ method: 'POST', url, payload: body });
      expect(bare.statusCode, url).toBe(401);
      expect(bare.json()).toMatchObject({ error: 'guest_session_unproven' });
      const stranger = await startGuest(test.app);
      const borrowed = await stranger.post(url, body);
      expect(borrowed.statusCode, url).toBe(403);
      expect(borrowed.json().detail).toBeTruthy();
    }
  });

  it('sells a job’s products to its owner only', async () => {
    const stranger = await startGuest(test.app);
    const response = await stranger.post(
      '/api/payment/create-payment-intent',
      intentBody(stranger.id, jobId),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/another shopper/);
    expect(
      await test.services.checkouts.findOpenByOwner({
        customerId: null,
        guestSessionId: stranger.id,
      }),
    ).toBeUndefined();
  });

  it('answers every malformed body with a 4xx, never a 5xx', async () => {
    const bodies = [
      null,
      'text',
      [],
      {},
      { items: 'x' },
      intentBody(guest.id, jobId, { items: [] }),
      intentBody(guest.id, jobId, { shipping_method_id: 'one' }),
      intentBody(guest.id, jobId, { guest_session_id: undefined }),
      intentBody(guest.id, jobId, {
        shipping_address: { ...intentBody(guest.id, jobId).shipping_address, region: 'ZZ' },
      }),
      intentBody(guest.id, jobId, {
        items: [{ productId: 'x'.repeat(5000), quantity: 1, price: 1, title: 't' }],
      }),
    ];
    for (const body of bodies) {
      for (const url of ['/api/payment/create-payment-intent', '/api/orders/create-order']) {
        const response = await post(url, body);
        expect(
          response.statusCode,
          `${url} ${JSON.stringify(body)?.slice(0, 80)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().detail).toBeTruthy();
      }
    }
    expect((await createOrder('pi_local_unknown')).statusCode).toBe(404);
  });
});
