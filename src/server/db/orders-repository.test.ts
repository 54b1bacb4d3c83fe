import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../domain/orders/order-record';
import { paidCanvasOrder } from '../testing/order-fixture';
import { createOrderEventsRepository } from './order-events-repository';
import { createOrderRefundsRepository } from './order-refunds-repository';
import { createOrderTasksRepository } from './order-tasks-repository';
import { createOrdersRepository } from './orders-repository';
import { type TestDatabase, testDatabases } from './testing/test-databases';

const now = new Date('2026-11-23T10:00:00Z');

/** The fixture's paid order with no lines, under its own payment and display id. */
function order(
  id: string,
  paymentIntentId: string,
  displayId = `MM-${id.toUpperCase()}`,
): OrderRecord {
  const paid = paidCanvasOrder(id, now);
  return {
    ...paid,
    displayId,
    paymentIntentId,
    accessToken: `token-${id}`,
    lines: [],
    answer: { ...paid.answer, display_id: displayId },
  };
}

describe.each(testDatabases())('orders and their outbox on %s', (_dialect, open) => {
  let database: TestDatabase;
  afterEach(() => database.destroy());

  it('keeps one order per payment intent however many callers race to insert it', async () => {
    database = await open();
    const orders = createOrdersRepository(database.db);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        orders.insertOnce(order(`o${i}`, 'pi_1', `MM-AAAA${i}`), now),
      ),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.order.id)).size).toBe(1);
    expect(await orders.count()).toBe(1);
    const tasks = createOrderTasksRepository(database.db);
    expect(await tasks.claimDue(now, 60_000, 10)).toHaveLength(2);
  });

  it('hands each due task to one claimant, and again once its lease has run out', async () => {
    database = await open();
    await createOrdersRepository(database.db).insertOnce(order('o1', 'pi_1'), now);
    const tasks = createOrderTasksRepository(database.db);
    const [first, second] = await Promise.all([
      tasks.claimDue(now, 60_000, 10),
      tasks.claimDue(now, 60_000, 10),
    ]);
    expect((first?.length ?? 0) + (second?.length ?? 0)).toBe(2);
    expect(await tasks.claimDue(new Date(now.getTime() + 30_000), 60_000, 10)).toHaveLength(0);
    const again = await tasks.claimDue(new Date(now.getTime() + 61_000), 60_000, 10);
    expect(again.map((task) => task.attempts)).toEqual([2, 2]);

    const claimOf = (kind: string) => again.find((task) => task.kind === kind);
    const confirmation = claimOf('send_confirmation');
    const submission = claimOf('submit_to_partner');
    if (!confirmation || !submission) throw new Error('both tasks were claimed');
    expect(await tasks.complete(confirmation, now)).toBe(true);
    const later = new Date(now.getTime() + 120_000);
    await tasks.retryAt(submission, new Date(later.getTime() + 5_000), 'down', later);
    expect(await tasks.claimDue(later, 60_000, 10)).toHaveLength(0);
    const retried = await tasks.claimDue(new Date(later.getTime() + 5_000), 60_000, 10);
    expect(retried).toMatchObject([{ orderId: 'o1', kind: 'submit_to_partner', attempts: 3 }]);
    expect((await tasks.find('o1', 'submit_to_partner'))?.last_error).toBe('down');
  });

  it('refuses a second order with the same display id', async () => {
    database = await open();
    const orders = createOrdersRepository(database.db);
    await orders.insertOnce(order('o1', 'pi_1', 'MM-SAME22'), now);
    await expect(orders.insertOnce(order('o2', 'pi_2', 'MM-SAME22'), now)).rejects.toThrow();
    expect(await orders.count()).toBe(1);
  });

  it('keeps an order’s lines in their own rows, in order, and its payment on the timeline', async () => {
    database = await open();
    const orders = createOrdersRepository(database.db);
    const tee = {
      jobId: 'job-1',
      productId: 'job-1-tshirt',
      variantId: 18054,
      productType: 'tshirt' as const,
      title: 'T-Shirt',
      quantity: 2,
      unitPrice: 2999,
      printProviderId: 29,
      blueprintId: 12,
      options: { color: 'Black', size: 'L' },
      imageUrl: '/media/tee.jpg',
      fallback: false,
    };
    const mug = {
      ...tee,
      jobId: null,
      productType: 'coffeeMug' as const,
      title: 'Mug',
      fallback: true,
    };
    await orders.insertOnce({ ...order('o1', 'pi_1'), lines: [tee, mug] }, now);
    expect((await orders.findById('o1'))?.lines).toEqual([tee, mug]);
    expect(await database.db.selectFrom('order_lines').select('position').execute()).toHaveLength(
      2,
    );
    const events = await createOrderEventsRepository(database.db).listForOrder('o1');
    expect(events).toMatchObject([{ kind: 'paid', createdAt: now }]);
  });

  it('moves a status once however many callers see the same change, with one entry and one task', async () => {
    database = await open();
    const orders = createOrdersRepository(database.db);
    await orders.insertOnce(order('o1', 'pi_1'), now);
    const moves = await Promise.all(
      Array.from({ length: 8 }, () =>
        orders.moveStatus(
          { orderId: 'o1', from: 'paid', to: 'shipped', followUp: 'send_shipped' },
          now,
        ),
      ),
    );
    expect(moves.filter(Boolean)).toHaveLength(1);
    expect((await orders.findById('o1'))?.status).toBe('shipped');
    const events = await createOrderEventsRepository(database.db).listForOrder('o1');
    expect(events.map((event) => event.kind)).toEqual(['paid', 'shipped']);
    expect(await createOrderTasksRepository(database.db).find('o1', 'send_shipped')).toMatchObject({
      status: 'pending',
    });
  });

  it('never refunds more than was paid, however many refunds are asked at once', async () => {
    database = await open();
    await createOrdersRepository(database.db).insertOnce(order('o1', 'pi_1'), now);
    const refunds = createOrderRefundsRepository(database.db);
    // 7278 paid: room for seven refunds of 1000, whichever seven win.
    const results = await Promise.all(
      Array.from({ length: 12 }, () => refunds.reserve('o1', 1000, now)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(7);
    // Each sees what it left, so the one that takes the last of it knows it did.
    const left = results.flatMap((result) => (result.ok ? [result.remaining] : []));
    expect(left.sort((a, b) => a - b)).toEqual([278, 1278, 2278, 3278, 4278, 5278, 6278]);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 5 }, () => ({ ok: false, code: 'exceeds_remaining', remaining: 278 })),
    );
    const stored = await refunds.listForOrder('o1');
    expect(stored.reduce((sum, refund) => sum + refund.amount, 0)).toBe(7000);
    expect((await createOrdersRepository(database.db).findById('o1'))?.amountRefunded).toBe(7000);
  });

  it('reserves a refund asked again with its key once, even when both arrive at once', async () => {
    database = await open();
    const orders = createOrdersRepository(database.db);
    await orders.insertOnce(order('o1', 'pi_1'), now);
    await orders.insertOnce(order('o2', 'pi_2'), now);
    const refunds = createOrderRefundsRepository(database.db);
    const key = randomUUID();
    const results = await Promise.all([
      refunds.reserve('o1', 1000, now, { requestKey: key }),
      refunds.reserve('o1', 1000, now, { requestKey: key }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, code: 'repeated', otherOrder: false },
    ]);
    expect(await refunds.reserve('o1', 1000, now, { requestKey: key })).toMatchObject({
      code: 'repeated',
    });
    expect(await refunds.reserve('o2', 1000, now, { requestKey: key })).toEqual({
      ok: false,
      code: 'repeated',
      otherOrder: true,
    });
    expect((await orders.findById('o1'))?.amountRefunded).toBe(1000);
    expect((await orders.findById('o2'))?.amountRefunded).toBe(0);
  });

  it('refuses a refund larger than what is left, and frees a failed refund’s amount', async () => {
    database = await open();
    await createOrdersRepository(database.db).insertOnce(order('o1', 'pi_1'), now);
    const refunds = createOrderRefundsRepository(database.db);
    expect(await refunds.reserve('o1', 7279, now)).toEqual({
      ok: false,
      code: 'exceeds_remaining',
      remaining: 7278,
    });
    expect(await refunds.reserve('o1', 0, now)).toEqual({ ok: false, code: 'invalid_amount' });
    expect(await refunds.reserve('nope', 100, now)).toEqual({ ok: false, code: 'not_found' });
    const first = await refunds.reserve('o1', 7000, now);
    if (!first.ok) throw new Error('the first refund fits');
    expect(await refunds.reserve('o1', 500, now)).toMatchObject({ ok: false, remaining: 278 });
    expect(await refunds.fail(first.refund.id, now)).toBe(true);
    expect(await refunds.fail(first.refund.id, now)).toBe(false);
    const second = await refunds.reserve('o1', 7278, now);
    if (!second.ok) throw new Error('the failed refund gave its amount back');
    expect([first.remaining, second.remaining]).toEqual([278, 0]);
    expect(await refunds.succeed(second.refund.id, 're_123', now)).toBe(true);
    expect(await refunds.listForOrder('o1')).toMatchObject([
      { amount: 7000, status: 'failed' },
      { amount: 7278, status: 'succeeded', processorRefundId: 're_123' },
    ]);
  });
});
