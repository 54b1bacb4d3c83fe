import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalPrintPartner } from '../adapters/local/print-partner';
import type { OrderRecord } from '../domain/orders/order-record';
import { appDatabases } from '../testing/app-databases';
import { flakyPartner } from '../testing/flaky-partner';
import { createMemoryMediaStore } from '../testing/memory-media-store';
import { ownerOrdersKit } from '../testing/owner-orders-kit';
import { waitForMailLink } from '../testing/read-outbox';
import { startTestApp, type TestApp } from '../testing/test-app';
import { pollPartnerOrders } from '../workflows/poll-partner-orders';

const OWNER = 'owner@example.com';
const MINUTE = 60_000;
// The local partner's own pace (order-status.ts): printing starts 2 minutes after it takes an
// order, the parcel leaves at 30 and arrives at 2½ hours.
const PRINTING_STARTS = 2 * MINUTE;
const ARRIVED = 3 * 60 * MINUTE;

describe.each(appDatabases({ postgres: true }))(
  'a refund stops the goods, on %s',
  (_dialect, database) => {
    let test: TestApp;
    let kit: ReturnType<typeof ownerOrdersKit>;
    let drop: () => Promise<void>;
    let owner: string;
    // The store's and the partner's clock, moved on by the tests.
    let ahead = 0;
    const clock = () => new Date(Date.now() + ahead);
    // Each order's first submission reaches the partner, but its answer is lost.
    const flaky = flakyPartner(1, { answersLost: true });
    beforeAll(async () => {
      const db = await database();
      drop = db.drop;
      test = await startTestApp(
        { ...db.env, SHOP_OWNER_EMAILS: OWNER, AUTH_SIGN_UPS_PER_HOUR: '100' },
        { printPartner: flaky.partner, clock },
      );
      flaky.setTarget(
        createLocalPrintPartner({
          media: createMemoryMediaStore(),
          db: test.services.db,
          clock,
        }),
      );
      kit = ownerOrdersKit(test);
      owner = await kit.account(OWNER);
    });
    afterAll(async () => {
      await test.close();
      await drop();
    });

    const refund = (id: string, payload: { amount?: number } = {}) =>
      kit.send('POST', `/api/admin/orders/${id}/refund`, owner, payload);
    const detail = (id: string) => kit.detail(owner, id);
    const later = (ms: number) => {
      ahead += ms;
    };
    /** The outbox's work and the partner poll, as the background runs them. */
    const background = async () => {
      await kit.drainOutbox();
      await pollPartnerOrders(test.services, MINUTE);
      await kit.drainOutbox();
    };
    const atPartner = async (order: OrderRecord) =>
      test.services.printPartner.findOrderFor(order.id);
    /** An order the partner has taken (its second try: the first one's answer was lost). */
    async function submittedOrder(change: Partial<OrderRecord> = {}) {
      const order = await kit.paidOrder(change);
      await kit.drainOutbox();
      later(10_000);
      await kit.drainOutbox();
      expect((await detail(order.id)).status).toBe('submitted');
      return order;
    }
    const summaries = async (id: string) =>
      (await detail(id)).timeline.map((entry) => entry.summary);

    it('cancels an order the partner has not started: it is never made, and the shopper is told', async () => {
      const email = `cancelled-${Date.now()}@example.com`;
      const order = await submittedOrder({ email });
      const refunded = await refund(order.id);
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(await detail(order.id)).toMatchObject({
        status: 'refunded',
        amount_refunded: order.totalAmount,
        partner: { status: 'canceled' },
        can_cancel: false,
      });
      expect(await summaries(order.id)).toEqual(
        expect.arrayContaining([
          'Cancelled: stopped for a full refund',
          'Refunded $72.78; the order is now refunded in full',
        ]),
      );

      later(ARRIVED);
      await background();
      expect((await atPartner(order))?.status).toBe('canceled');
      expect((await detail(order.id)).status).toBe('refunded');
      expect(
        await waitForMailLink(kit.outbox, email, /(it will not be printed or sent\.)/),
      ).toBeTruthy();
    });

    it('stops a submission being retried when the refund lands, and cancels what its lost answer placed', async () => {
      const order = await kit.paidOrder();
      await kit.drainOutbox();
      // The partner took it, but the store never heard: the store retries in a few seconds.
      expect((await atPartner(order))?.status).toBe('pending');
      expect((await detail(order.id)).partner.order_id).toBeNull();

      const refunded = await refund(order.id);
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect((await detail(order.id)).status).toBe('refunded');
      later(10_000);
      await background();
      later(ARRIVED);
      await background();
      expect((await atPartner(order))?.status).toBe('canceled');
      expect(flaky.attemptsFor(order.id)).toEqual({ failed: 1, accepted: 0 });
      expect(await detail(order.id)).toMatchObject({
        status: 'refunded',
        partner: { status: 'canceled' },
      });
      expect(await test.services.orderTasks.find(order.id, 'submit_to_partner')).toMatchObject({
        status: 'done',
      });
    });

    it('keeps a partial refund from touching the goods, and stops them when refunds racing each other give back the rest', async () => {
      const order = await submittedOrder();
      const part = await refund(order.id, { amount: 1000 });
      expect(part.statusCode, part.body).toBe(200);
      expect(await detail(order.id)).toMatchObject({
        status: 'submitted',
        partner: { status: 'pending' },
        can_cancel: true,
      });

      // Neither knows it will be the last: the one whose reservation leaves nothing stops them.
      const [one, two] = await Promise.all([
        refund(order.id, { amount: 5000 }),
        refund(order.id, { amount: order.totalAmount - 6000 }),
      ]);
      expect([one.statusCode, two.statusCode], `${one.body} ${two.body}`).toEqual([200, 200]);
      later(ARRIVED);
      await background();
      expect((await atPartner(order))?.status).toBe('canceled');
      expect(await detail(order.id)).toMatchObject({
        status: 'refunded',
        amount_refunded: order.totalAmount,
      });
    });

    it('refuses a full refund and a cancel while the partner cannot be reached, changes nothing, and logs why', async () => {
      const order = await submittedOrder();
      const outage = new Error('connect ECONNREFUSED print partner');
      const cancelAtPartner = vi.spyOn(flaky.partner, 'cancelOrder').mockRejectedValue(outage);
      const warn = vi.spyOn(test.services.logger, 'warn');
      try {
        const refunded = await refund(order.id);
        expect(refunded.statusCode).toBe(503);
        expect(refunded.json()).toMatchObject({
          code: 'service_unavailable',
          detail: expect.stringMatching(/could not be reached .+ so nothing was refunded/),
        });
        const cancelled = await kit.send('POST', `/api/admin/orders/${order.id}/cancel`, owner);
        expect(cancelled.statusCode).toBe(503);
        expect(cancelled.json()).toMatchObject({ code: 'service_unavailable' });
        const logged = warn.mock.calls.filter(
          ([fields]) => (fields as { err?: unknown }).err === outage,
        );
        expect(logged).toHaveLength(2);
        expect(logged[0]?.[0]).toMatchObject({
          orderId: order.id,
          partnerOrderId: expect.any(String),
        });
      } finally {
        cancelAtPartner.mockRestore();
        warn.mockRestore();
      }
      expect(await detail(order.id)).toMatchObject({
        status: 'submitted',
        amount_refunded: 0,
        can_cancel: true,
      });
      // The refund's reservation is kept as failed: no money moved.
      expect(await test.services.orderRefunds.listForOrder(order.id)).toEqual([
        expect.objectContaining({ status: 'failed', processorRefundId: null }),
      ]);

      // Once the partner answers again, the same refund goes through.
      const again = await refund(order.id);
      expect(again.statusCode, again.body).toBe(200);
      expect(await detail(order.id)).toMatchObject({
        status: 'refunded',
        partner: { status: 'canceled' },
      });
    });

    it('lets the owner cancel an order refunded before refunds stopped the goods', async () => {
      const order = await submittedOrder();
      // What an earlier release left: refunded in full, and the partner still holding it.
      await test.services.orders.moveStatus(
        { orderId: order.id, from: 'submitted', to: 'refunded' },
        clock(),
      );
      expect((await detail(order.id)).can_cancel).toBe(true);
      const cancelled = await kit.send('POST', `/api/admin/orders/${order.id}/cancel`, owner);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await detail(order.id)).toMatchObject({
        status: 'refunded',
        partner: { status: 'canceled' },
        can_cancel: false,
      });
      expect(await summaries(order.id)).toContain(
        'Cancelled at the print partner after the refund',
      );
      later(ARRIVED);
      await background();
      expect((await atPartner(order))?.status).toBe('canceled');
      const again = await kit.send('POST', `/api/admin/orders/${order.id}/cancel`, owner);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'order_not_cancellable' });
    });

    it('refunds an order already being printed, says it will still come, and keeps asking the partner about it', async () => {
      const order = await submittedOrder();
      later(PRINTING_STARTS + MINUTE);
      await background();
      expect((await detail(order.id)).status).toBe('in_production');

      const refunded = await refund(order.id);
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(await detail(order.id)).toMatchObject({
        status: 'refunded',
        partner: { status: 'in-production' },
      });
      expect(await summaries(order.id)).toContain(
        `Refunded $72.78; the order is now refunded in full; the print partner had already started it (in-production), so it will still be made and sent`,
      );

      later(ARRIVED);
      await background();
      // The poll still asks: the owner sees the parcel has gone, and the poll then stops.
      expect((await detail(order.id)).partner.status).toBe('fulfilled');
      expect((await detail(order.id)).status).toBe('refunded');
    });
  },
);
