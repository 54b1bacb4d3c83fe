import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrdersResponseSchema } from '../../shared/api/admin-orders';
import type { OrderStatus } from '../../shared/api/orders';
import type { OrderRecord } from '../domain/orders/order-record';
import { appDatabases } from '../testing/app-databases';
import { ownerOrdersKit } from '../testing/owner-orders-kit';
import { startTestApp, type TestApp } from '../testing/test-app';

const OWNER = 'owner@example.com';

describe.each(appDatabases({ postgres: true }))(
  'the owner’s order list: fulfilment, payment and dates, on %s',
  (_dialect, database) => {
    let test: TestApp;
    let kit: ReturnType<typeof ownerOrdersKit>;
    let drop: () => Promise<void>;
    let owner: string;
    beforeAll(async () => {
      const db = await database();
      drop = db.drop;
      test = await startTestApp(
        { ...db.env, SHOP_OWNER_EMAILS: OWNER, AUTH_SIGN_UPS_PER_HOUR: '100' },
        { printMaster: async ({ artwork }) => artwork },
      );
      kit = ownerOrdersKit(test);
      owner = await kit.account(OWNER);
    });
    afterAll(async () => {
      await test.close();
      await drop();
    });

    const list = async (query: string) => {
      const response = await kit.send('GET', `/api/admin/orders?${query}`, owner);
      expect(response.statusCode, response.body).toBe(200);
      return adminOrdersResponseSchema.parse(response.json());
    };
    const refund = async (id: string, amount?: number) => {
      const response = await kit.send(
        'POST',
        `/api/admin/orders/${id}/refund`,
        owner,
        amount === undefined ? {} : { amount },
      );
      expect(response.statusCode, response.body).toBe(200);
    };
    /**
     * The orders sent to the partner, as the outbox does soon after payment (a refund's request
     * kicks it too): each test starts its orders from there, so none moves under it.
     */
    const sent = async (orders: OrderRecord[]) => {
      await kit.drainOutbox();
      for (const order of orders) {
        expect((await test.services.orders.findById(order.id))?.status).toBe('submitted');
      }
    };
    const walk = async (order: OrderRecord, steps: OrderStatus[]) => {
      let from: OrderStatus = 'submitted';
      for (const to of steps) {
        await test.services.orders.moveStatus({ orderId: order.id, from, to }, new Date());
        from = to;
      }
    };
    /** Places the order at `at`, as if it had been bought then. */
    const placeAt = (order: OrderRecord, at: string) =>
      test.services.db
        .updateTable('orders')
        .set({ created_at: at })
        .where('id', '=', order.id)
        .execute();

    it('keeps how far the goods got apart from the money, in each order and in the counts', async () => {
      const tag = randomUUID().slice(0, 8);
      const made = (name: string) => kit.paidOrder({ email: `${name}-${tag}@example.com` });
      const delivered = await made('delivered');
      const partly = await made('partly');
      const cancelled = await made('cancelled');
      const untouched = await made('untouched');
      await sent([delivered, partly, cancelled, untouched]);
      await walk(delivered, ['in_production', 'shipped', 'delivered']);
      await refund(delivered.id);
      await refund(partly.id, 1000);
      await walk(cancelled, ['cancelled']);
      await refund(cancelled.id);

      const all = await list(`q=${tag}`);
      const byId = new Map(all.orders.map((order) => [order.id, order]));
      expect(byId.get(delivered.id)).toMatchObject({
        status: 'refunded',
        fulfilment_status: 'delivered',
        payment_status: 'refunded',
        amount_refunded: 7278,
      });
      expect(byId.get(partly.id)).toMatchObject({
        status: 'submitted',
        fulfilment_status: 'submitted',
        payment_status: 'partially_refunded',
        amount_refunded: 1000,
      });
      expect(byId.get(cancelled.id)).toMatchObject({
        status: 'refunded',
        fulfilment_status: 'cancelled',
        payment_status: 'refunded',
      });
      expect(byId.get(untouched.id)).toMatchObject({
        fulfilment_status: 'submitted',
        payment_status: 'paid',
      });
      // Every status is counted, none of them "refunded": the chips stay true after refunds.
      expect(all.counts).toEqual({
        paid: 0,
        submitted: 2,
        in_production: 0,
        shipped: 0,
        delivered: 1,
        needs_attention: 0,
        cancelled: 1,
      });
      expect(all.payment_counts).toEqual({ paid: 1, partially_refunded: 1, refunded: 2 });

      // A status narrows the orders and the payment counts, never its own counts.
      const onlyDelivered = await list(`q=${tag}&status=delivered`);
      expect(onlyDelivered.orders.map((order) => order.id)).toEqual([delivered.id]);
      expect(onlyDelivered.counts).toEqual(all.counts);
      expect(onlyDelivered.payment_counts).toEqual({ paid: 0, partially_refunded: 0, refunded: 1 });

      // And a payment status the other way round.
      const refunded = await list(`q=${tag}&payment=refunded`);
      expect(refunded.orders.map((order) => order.id)).toEqual([cancelled.id, delivered.id]);
      expect(refunded.counts).toMatchObject({ submitted: 0, delivered: 1, cancelled: 1 });
      expect(refunded.payment_counts).toEqual(all.payment_counts);
      const partlyRefunded = await list(`q=${tag}&payment=partially_refunded`);
      expect(partlyRefunded.orders.map((order) => order.id)).toEqual([partly.id]);

      // `refunded` is the money's word, not a fulfilment status.
      const wrong = await kit.send('GET', `/api/admin/orders?status=refunded`, owner);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'invalid_request' });
    });

    it('keeps only the orders placed in the date range, and counts only them', async () => {
      const tag = randomUUID().slice(0, 8);
      const orders: OrderRecord[] = [];
      for (const day of ['01', '02', '03']) {
        const order = await kit.paidOrder({ email: `dates-${tag}-${day}@example.com` });
        await placeAt(order, `2026-03-${day}T10:00:00.000Z`);
        orders.push(order);
      }
      const [first, second, third] = orders as [OrderRecord, OrderRecord, OrderRecord];
      await sent(orders);
      await walk(second, ['cancelled']);

      const day = await list(`q=${tag}&from=2026-03-02T00:00:00.000Z&to=2026-03-03T00:00:00.000Z`);
      expect(day.orders.map((order) => order.id)).toEqual([second.id]);
      expect(day.counts).toMatchObject({ submitted: 0, cancelled: 1 });
      expect(day.payment_counts).toEqual({ paid: 1, partially_refunded: 0, refunded: 0 });

      // `from` is inclusive and `to` is not; an instant with an offset is the same instant.
      const edges = await list(
        `q=${tag}&from=${encodeURIComponent('2026-03-02T05:00:00-05:00')}&to=2026-03-03T10:00:00.000Z`,
      );
      expect(edges.orders.map((order) => order.id)).toEqual([second.id]);
      const fromOnly = await list(`q=${tag}&from=2026-03-02T00:00:00.000Z`);
      expect(fromOnly.orders.map((order) => order.id)).toEqual([third.id, second.id]);
      expect(fromOnly.counts).toMatchObject({ submitted: 1, cancelled: 1 });
      const toOnly = await list(`q=${tag}&to=2026-03-02T00:00:00.000Z`);
      expect(toOnly.orders.map((order) => order.id)).toEqual([first.id]);

      for (const bad of ['from=yesterday', 'to=2026-03-02', 'payment=owed']) {
        const refused = await kit.send('GET', `/api/admin/orders?${bad}`, owner);
        expect(refused.statusCode, bad).toBe(400);
      }
    });

    it('pages through a filtered list with the cursor', async () => {
      const tag = randomUUID().slice(0, 8);
      const orders: OrderRecord[] = [];
      for (let i = 0; i < 23; i++) {
        const order = await kit.paidOrder({ email: `pages-${tag}-${i}@example.com` });
        await placeAt(order, `2026-04-01T10:${String(i).padStart(2, '0')}:00.000Z`);
        orders.push(order);
      }
      await sent(orders);
      const filters = `q=pages-${tag}&from=2026-04-01T00:00:00.000Z&to=2026-04-02T00:00:00.000Z&status=submitted&payment=paid`;
      const first = await list(filters);
      expect(first.orders).toHaveLength(20);
      expect(first.counts.submitted).toBe(23);
      const second = await list(`${filters}&cursor=${first.next_cursor}`);
      expect(second.orders.map((order) => order.id)).toEqual(
        orders
          .slice(0, 3)
          .map((order) => order.id)
          .reverse(),
      );
      expect(second.next_cursor).toBeNull();
    });
  },
);
