import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPrintPartner } from '../adapters/local/print-partner';
import { signWebhookPayload } from '../adapters/webhook-signature';
import { appDatabases } from '../testing/app-databases';
import {
  confirmWithCard,
  intentBody,
  orderBody,
  seedFinishedJob,
  TEST_CARD,
} from '../testing/checkout-fixtures';
import { flakyPartner } from '../testing/flaky-partner';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { DEFAULT_SWEEP, sweepCheckouts } from '../workflows/sweep-checkouts';

const SECRET = 'whsec_test_checkout';

const waitFor = async <T>(read: () => Promise<T | undefined>, ms = 5000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe.each(appDatabases({ postgres: true }))(
  'orders nobody waits for, on %s',
  (_dialect, database) => {
    let test: TestApp;
    let drop: () => Promise<void>;
    let jobId: string;
    let guest: TestGuest;
    const flaky = flakyPartner(2);
    beforeAll(async () => {
      const db = await database();
      drop = db.drop;
      test = await startTestApp(
        { ...db.env, ORDER_RETRY_BASE_MS: '1', STRIPE_WEBHOOK_SECRET: SECRET },
        { printPartner: flaky.partner },
      );
      flaky.setTarget(
        createLocalPrintPartner({ media: test.services.media, db: test.services.db }),
      );
      guest = await startGuest(test.app);
      jobId = await seedFinishedJob(test.services, { guest_session_id: guest.id });
    });
    afterAll(async () => {
      await test.close();
      await drop();
    });

    const paidIntent = async () => {
      const response = await guest.post(
        '/api/payment/create-payment-intent',
        intentBody(guest.id, jobId),
      );
      const intent = response.json() as { paymentIntentId: string; clientSecret: string };
      expect((await confirmWithCard(test.app, intent, TEST_CARD.succeeds)).statusCode).toBe(200);
      return intent;
    };
    const orderOf = (id: string) => () => test.services.orders.findByPaymentIntent(id);
    const webhook = (payload: string, signature?: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
      });

    it('makes the order from the processor’s signed event when the browser never calls', async () => {
      const intent = await paidIntent();
      const order = await waitFor(orderOf(intent.paymentIntentId));
      expect(order.totalAmount).toBeGreaterThan(0);
    });

    it('makes the order through the sweeper when the event is lost too', async () => {
      test.services.localCardProcessor?.connectWebhook(async () => 500);
      const intent = await paidIntent();
      expect(await orderOf(intent.paymentIntentId)()).toBeUndefined();
      const made = await sweepCheckouts(test.services, { ...DEFAULT_SWEEP, graceMs: 0 });
      expect(made).toBeGreaterThanOrEqual(1);
      expect(await orderOf(intent.paymentIntentId)()).toBeDefined();
    });

    it('refuses forged and stale events, and acts on a repeated one only once', async () => {
      test.services.localCardProcessor?.connectWebhook(async () => 500);
      const intent = await paidIntent();
      const event = JSON.stringify({
        id: `evt_test_${intent.paymentIntentId}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: intent.paymentIntentId, object: 'payment_intent' } },
      });
      expect((await webhook(event)).statusCode).toBe(400);
      for (const garbage of ['not json', '{}', '[]', '{"id": 3}']) {
        expect((await webhook(garbage, signWebhookPayload(garbage, SECRET))).statusCode).toBe(400);
      }
      expect((await webhook(event, signWebhookPayload(event, 'whsec_forged'))).statusCode).toBe(
        400,
      );
      const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
      expect(
        (await webhook(event, signWebhookPayload(event, SECRET, tenMinutesAgo))).statusCode,
      ).toBe(400);
      expect(await orderOf(intent.paymentIntentId)()).toBeUndefined();

      const first = await webhook(event, signWebhookPayload(event, SECRET));
      expect(first.statusCode, first.body).toBe(200);
      const order = await orderOf(intent.paymentIntentId)();
      expect(order).toBeDefined();
      const again = await webhook(event, signWebhookPayload(event, SECRET));
      expect(again.json()).toEqual({ received: true, duplicate: true });
      const rows = await test.services.db
        .selectFrom('orders')
        .select('id')
        .where('payment_intent_id', '=', intent.paymentIntentId)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('submits to a print partner that fails twice exactly once, and e-mails the shopper', async () => {
      const intent = await paidIntent();
      await guest.post(
        '/api/orders/create-order',
        orderBody(guest.id, intent.paymentIntentId, jobId),
      );
      const order = await waitFor(orderOf(intent.paymentIntentId));
      for (let run = 0; run < 20 && !flaky.attemptsFor(order.id)?.accepted; run += 1) {
        await test.services.outbox.runDue();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(flaky.attemptsFor(order.id)).toEqual({ failed: 2, accepted: 1 });
      await test.services.outbox.runDue();
      expect(flaky.attemptsFor(order.id)?.accepted).toBe(1);
      const printOrders = await test.services.db
        .selectFrom('local_print_orders')
        .select('id')
        .where('external_id', '=', order.id)
        .execute();
      expect(printOrders).toHaveLength(1);
      const stored = await test.services.orders.findById(order.id);
      expect(stored?.partnerOrderId).toMatch(/^local-po-/);
      const outbox = join(test.services.dataDir, 'outbox');
      const mails = readdirSync(outbox).map((name) => readFileSync(join(outbox, name), 'utf8'));
      expect(mails.some((mail) => mail.includes(order.displayId))).toBe(true);
    });
  },
);
