import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paidCanvasOrder } from '../testing/order-fixture';
import { createOrderTasksRepository } from './order-tasks-repository';
import { createOrdersRepository } from './orders-repository';
import { type TestDatabase, testDatabases } from './testing/test-databases';

const t0 = new Date('2026-12-03T10:00:00Z');
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const LEASE_MS = 120_000;

describe.each(testDatabases())('rescheduling an order task on %s', (_dialect, open) => {
  let database: TestDatabase;
  let tasks: ReturnType<typeof createOrderTasksRepository>;

  beforeEach(async () => {
    database = await open();
    tasks = createOrderTasksRepository(database.db);
    await createOrdersRepository(database.db).insertOnce(paidCanvasOrder('ord_1', t0), t0);
  });
  afterEach(() => database.destroy());

  /** The submission failed once and waits an hour for its retry. */
  async function submissionWaitingAnHour() {
    const [claim] = await tasks.claimDue(t0, LEASE_MS, 10, ['submit_to_partner']);
    if (!claim) throw new Error('the submission was not due');
    await tasks.retryAt(claim, minutes(60), 'partner down', t0);
  }

  it('brings a waiting retry forward, so the outbox claims it at once', async () => {
    await submissionWaitingAnHour();
    expect(await tasks.claimDue(minutes(1), LEASE_MS, 10, ['submit_to_partner'])).toEqual([]);

    await tasks.reschedule('ord_1', 'submit_to_partner', minutes(1), minutes(1));

    const claimed = await tasks.claimDue(minutes(1), LEASE_MS, 10, ['submit_to_partner']);
    expect(claimed.map((task) => [task.orderId, task.attempts])).toEqual([['ord_1', 2]]);
  });

  it('leaves a finished task finished and other kinds where they were', async () => {
    const [claim] = await tasks.claimDue(t0, LEASE_MS, 10, ['submit_to_partner']);
    if (!claim) throw new Error('the submission was not due');
    await tasks.complete(claim, t0);
    const confirmationBefore = await tasks.find('ord_1', 'send_confirmation');

    await tasks.reschedule('ord_1', 'submit_to_partner', minutes(5), minutes(5));

    expect((await tasks.find('ord_1', 'submit_to_partner'))?.status).toBe('done');
    expect(await tasks.claimDue(minutes(5), LEASE_MS, 10, ['submit_to_partner'])).toEqual([]);
    expect(await tasks.find('ord_1', 'send_confirmation')).toEqual(confirmationBefore);
  });
});
