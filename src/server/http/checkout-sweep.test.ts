import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabases } from '../testing/app-databases';
import {
  confirmWithCard,
  intentBody,
  seedFinishedJob,
  TEST_CARD,
} from '../testing/checkout-fixtures';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { CHECKOUT_EXPIRY_MS, sweepCheckouts } from '../workflows/sweep-checkouts';

const MINUTE = 60_000;
type Intent = { clientSecret: string; paymentIntentId: string; amount: number };

describe.each(appDatabases({ postgres: true }))(
  'the checkout sweeper on %s',
  (_dialect, database) => {
    let test: TestApp;
    let drop: () => Promise<void>;
    let now = Date.parse('2026-11-24T09:00:00Z');
    beforeAll(async () => {
      const db = await database();
      drop = db.drop;
      test = await startTestApp(db.env, { clock: () => new Date(now) });
      // The webhook is lost: only the sweeper can make these orders.
      test.services.localCardProcessor?.connectWebhook(async () => 503);
    });
    afterAll(async () => {
      await test.close();
      await drop();
    });

    /** Each name is a browser of its own, with a guest session and a finished job. */
    const guests = new Map<string, { guest: TestGuest; jobId: string }>();
    const createIntent = async (name: string): Promise<Intent> => {
      let shopper = guests.get(name);
      if (!shopper) {
        const guest = await startGuest(test.app);
        const jobId = await seedFinishedJob(test.services, { guest_session_id: guest.id });
        shopper = { guest, jobId };
        guests.set(name, shopper);
      }
      const { guest, jobId } = shopper;
      const response = await guest.post(
        '/api/payment/create-payment-intent',
        intentBody(guest.id, jobId),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const nextCheckOf = async (id: string) => {
      const row = await test.services.db
        .selectFrom('checkouts')
        .select(['next_check_at', 'status'])
        .where('payment_intent_id', '=', id)
        .executeTakeFirstOrThrow();
      return { status: row.status, nextCheck: Date.parse(row.next_check_at ?? '') };
    };

    /** `count` checkouts nobody pays, each with its own unpaid intent, like the first one's. */
    async function abandon(count: number) {
      const template = await test.services.checkouts.findByPaymentIntent(
        (await createIntent('abandoner-0')).paymentIntentId,
      );
      if (!template) throw new Error('no checkout to copy');
      for (let index = 1; index < count; index += 1) {
        const intent = await test.services.cardProcessor.createIntent({
          amount: template.totalAmount,
          currency: template.currency,
          receiptEmail: template.email,
          metadata: { guest_session_id: `abandoner-${index}` },
          idempotencyKey: `abandoned-${index}`,
        });
        await test.services.checkouts.insert({
          ...template,
          paymentIntentId: intent.id,
          owner: { customerId: null, guestSessionId: `abandoner-${index}` },
          createdAt: new Date(now),
        });
      }
    }

    it('makes the order for a paid checkout behind 150 abandoned ones in one sweep', async () => {
      await abandon(150);
      now += 1000;
      const paid = await createIntent('payer');
      expect((await confirmWithCard(test.app, paid, TEST_CARD.succeeds)).statusCode).toBe(200);
      now += 3 * MINUTE;
      expect(await sweepCheckouts(test.services)).toBe(1);
      const order = await test.services.orders.findByPaymentIntent(paid.paymentIntentId);
      expect(order?.totalAmount).toBe(paid.amount);
    });

    it('looks at an unpaid checkout less and less often', async () => {
      const unpaid = await createIntent('waverer');
      now += 3 * MINUTE;
      await sweepCheckouts(test.services);
      const first = await nextCheckOf(unpaid.paymentIntentId);
      expect(first.status).toBe('open');
      expect(first.nextCheck).toBeGreaterThan(now);

      const firstWait = first.nextCheck - now;
      now = first.nextCheck;
      await sweepCheckouts(test.services);
      const second = await nextCheckOf(unpaid.paymentIntentId);
      expect(second.nextCheck - now).toBeGreaterThan(firstWait);

      // Nothing is due before then: another sweep leaves it alone.
      await sweepCheckouts(test.services);
      expect((await nextCheckOf(unpaid.paymentIntentId)).nextCheck).toBe(second.nextCheck);
    });

    it('expires an unpaid checkout past its age and cancels its intent', async () => {
      const unpaid = await createIntent('leaver');
      now += CHECKOUT_EXPIRY_MS + MINUTE;
      await sweepCheckouts(test.services);
      expect((await nextCheckOf(unpaid.paymentIntentId)).status).toBe('expired');
      const intent = await test.services.cardProcessor.retrieveIntent(unpaid.paymentIntentId);
      expect(intent?.status).toBe('canceled');
      const late = await confirmWithCard(test.app, unpaid, TEST_CARD.succeeds);
      expect(late.statusCode).toBeGreaterThanOrEqual(400);
      expect(
        await test.services.orders.findByPaymentIntent(unpaid.paymentIntentId),
      ).toBeUndefined();

      // Coming back, the shopper is priced again on a new intent.
      const again = await createIntent('leaver');
      expect(again.paymentIntentId).not.toBe(unpaid.paymentIntentId);
    });
  },
);
