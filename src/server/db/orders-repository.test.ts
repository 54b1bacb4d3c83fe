import { afterEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../domain/orders/order-record';
import { createOrderTasksRepository } from './order-tasks-repository';
import { createOrdersRepository } from './orders-repository';
import { type TestDatabase, testDatabases } from './testing/test-databases';

const now = new Date('2026-11-23T10:00:00Z');

function order(
  id: string,
  paymentIntentId: string,
  displayId = `MM-${id.toUpperCase()}`,
): OrderRecord {
  return {
    id,
    displayId,
    paymentIntentId,
    owner: { customerId: null, guestSessionId: 'guest-1' },
    accessToken: `token-${id}`,
    email: 'grace@example.com',
    lines: [],
    address: {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      phone: '',
      address1: '1 Main St',
      address2: '',
      city: 'Albany',
      region: 'NY',
      zip: '12207',
      country: 'US',
    },
    shippingMethodId: 1,
    shippingCost: 999,
    subtotal: 5999,
    taxAmount: 280,
    totalAmount: 7278,
    currency: 'usd',
    taxCalculationId: 'taxcalc_1',
    taxTransactionId: null,
    status: 'paid',
    partnerStatus: null,
    amountRefunded: 0,
    partnerOrderId: null,
    answer: {
      order_id: id,
      display_id: displayId,
      printify_order_id: null,
      status: 'received',
      message: 'ok',
    },
    createdAt: now,
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
});
