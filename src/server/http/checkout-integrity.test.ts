import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appDatabases } from '../testing/app-databases';
import {
  cartItems,
  confirmWithCard,
  intentBody,
  orderBody,
  seedFinishedJob,
  TEST_CARD,
} from '../testing/checkout-fixtures';
import { startGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';

type Intent = { clientSecret: string; paymentIntentId: string; amount: number };

describe.each(appDatabases({ postgres: true }))(
  'one checkout, one intent, what is shown on %s',
  (_dialect, database) => {
    let test: TestApp;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const db = await database();
      drop = db.drop;
      test = await startTestApp(db.env);
      // Orders here come only from the calls a test makes, never from the webhook meanwhile.
      test.services.localCardProcessor?.connectWebhook(async () => 503);
    });
    afterAll(async () => {
      await test.close();
      await drop();
    });

    /** A guest of its own with a finished job, so each test's checkouts are apart. */
    const newShopper = async () => {
      const guest = await startGuest(test.app);
      const jobId = await seedFinishedJob(test.services, { guest_session_id: guest.id });
      const tee = (quantity: number) => {
        const [line] = cartItems(jobId);
        if (!line) throw new Error('the cart fixture has no tee');
        return { ...line, quantity };
      };
      const createIntent = async (overrides: Record<string, unknown> = {}): Promise<Intent> => {
        const response = await guest.post(
          '/api/payment/create-payment-intent',
          intentBody(guest.id, jobId, overrides),
        );
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      return {
        guest,
        jobId,
        tee,
        twoTees: () => [tee(2)],
        threeTees: () => [tee(3)],
        createIntent,
      };
    };
    const checkoutsOf = (guest: string) =>
      test.services.db
        .selectFrom('checkouts')
        .select(['payment_intent_id', 'status'])
        .where('guest_session_id', '=', guest)
        .execute();
    const intentsOf = (guest: string) =>
      test.services.db
        .selectFrom('local_payment_intents')
        .select(['id', 'status', 'amount'])
        .where('metadata', 'like', `%"${guest}"%`)
        .execute();

    it('answers the same intent to the same request twice, and a new one once it is paid', async () => {
      const { guest, createIntent } = await newShopper();
      const first = await createIntent();
      const again = await createIntent();
      expect(again).toEqual(first);
      expect(await checkoutsOf(guest.id)).toHaveLength(1);
      expect(await intentsOf(guest.id)).toHaveLength(1);

      // Once it is paid, the same cart bought again is a new intent, not the paid one.
      expect((await confirmWithCard(test.app, first, TEST_CARD.succeeds)).statusCode).toBe(200);
      const next = await createIntent();
      expect(next.paymentIntentId).not.toBe(first.paymentIntentId);
      const status = (await test.services.cardProcessor.retrieveIntent(next.paymentIntentId))
        ?.status;
      expect(status).toBe('requires_payment_method');
    });

    it('re-prices the same intent when the cart changes', async () => {
      const { guest, createIntent, twoTees, threeTees } = await newShopper();
      const before = await createIntent({ items: twoTees() });
      const after = await createIntent({ items: threeTees() });
      expect(after.paymentIntentId).toBe(before.paymentIntentId);
      expect(after.clientSecret).toBe(before.clientSecret);
      expect(after.amount).toBeGreaterThan(before.amount);
      const charged = await test.services.cardProcessor.retrieveIntent(after.paymentIntentId);
      expect(charged?.amount).toBe(after.amount);
      const checkout = await test.services.checkouts.findByPaymentIntent(after.paymentIntentId);
      expect(checkout?.lines.map((line) => line.quantity)).toEqual([3]);
      expect(checkout?.totalAmount).toBe(after.amount);
      expect(await checkoutsOf(guest.id)).toHaveLength(1);
    });

    it('cancels the intent when its checkout cannot be kept', async () => {
      const { guest, jobId, createIntent } = await newShopper();
      const insert = vi
        .spyOn(test.services.checkouts, 'insert')
        .mockRejectedValueOnce(new Error('database is down'));
      const response = await guest.post(
        '/api/payment/create-payment-intent',
        intentBody(guest.id, jobId),
      );
      insert.mockRestore();
      expect(response.statusCode).toBe(500);
      const intents = await intentsOf(guest.id);
      expect(intents.length).toBeGreaterThan(0);
      for (const intent of intents) expect(intent.status).toBe('canceled');
      expect(await checkoutsOf(guest.id)).toHaveLength(0);

      const retried = await createIntent();
      expect(
        (await test.services.cardProcessor.retrieveIntent(retried.paymentIntentId))?.status,
      ).toBe('requires_payment_method');
    });

    it('will not complete at the old lines a checkout whose cart changed after the page showed it', async () => {
      const { guest, jobId, createIntent, twoTees, threeTees } = await newShopper();
      const shown = twoTees();
      const first = await createIntent({ items: shown });
      // Another tab changes the cart and re-prices the checkout; this tab still shows two tees.
      const repriced = await createIntent({ items: threeTees() });
      const paid = await confirmWithCard(test.app, first, TEST_CARD.succeeds);
      expect(paid.statusCode).toBe(200);
      const stale = await guest.post('/api/orders/create-order', {
        ...orderBody(guest.id, first.paymentIntentId, jobId),
        items: orderItems(shown),
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'cart_changed' });
      expect(stale.json().detail).toMatch(/cart changed/);
      expect(await test.services.orders.findByPaymentIntent(first.paymentIntentId)).toBeUndefined();

      // What was charged is the re-priced checkout: its order holds those lines and that total.
      const current = await guest.post('/api/orders/create-order', {
        ...orderBody(guest.id, first.paymentIntentId, jobId),
        items: orderItems(threeTees()),
      });
      expect(current.statusCode, current.body).toBe(200);
      const order = await test.services.orders.findByPaymentIntent(first.paymentIntentId);
      expect(order?.lines.map((line) => line.quantity)).toEqual([3]);
      expect(order?.totalAmount).toBe(repriced.amount);
    });

    it('merges duplicate lines into one of the summed quantity', async () => {
      const { jobId, createIntent, tee } = await newShopper();
      const intent = await createIntent({ items: [tee(2), tee(3)] });
      const checkout = await test.services.checkouts.findByPaymentIntent(intent.paymentIntentId);
      expect(checkout?.lines.map((line) => [line.productId, line.quantity])).toEqual([
        [`${jobId}-tshirt`, 5],
      ]);
      expect(checkout?.subtotal).toBe(5 * 2999);
    });

    it('refuses with 400 and a detail more of one item than the product page allows', async () => {
      const { guest, jobId, tee } = await newShopper();
      const huge = Array.from({ length: 50 }, () => tee(999));
      const merged = [tee(6), tee(6)];
      for (const items of [huge, merged]) {
        const response = await guest.post(
          '/api/payment/create-payment-intent',
          intentBody(guest.id, jobId, { items }),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toMatch(/quantity|at most 10/);
        expect(await intentsOf(guest.id)).toHaveLength(0);
      }
    });
  },
);

function orderItems(items: ReturnType<typeof cartItems>) {
  return items.map((item) => ({ ...item, options: {}, print_provider_id: 1, blueprint_id: 1 }));
}
