import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../adapters/local/outbox-mailer';
import { createOrderEventsRepository } from '../db/order-events-repository';
import { createOrderRefundsRepository } from '../db/order-refunds-repository';
import { createOrderReprintsRepository } from '../db/order-reprints-repository';
import { createOrderTasksRepository } from '../db/order-tasks-repository';
import { createOrdersRepository } from '../db/orders-repository';
import { type TestDatabase, testDatabases } from '../db/testing/test-databases';
import type { Mailer } from '../ports/mailer';
import type { PrintPartner } from '../ports/print-partner';
import { paidCanvasOrder } from '../testing/order-fixture';
import { createOrderOutbox, OUTBOX_LEASE_MS } from './order-outbox';

const t0 = new Date('2026-11-23T10:00:00Z');
const logger = pino({ level: 'silent' }) as FastifyBaseLogger;

const order = paidCanvasOrder('ord_1', t0);

const printPartner = {
  async submitOrder(request) {
    return { id: 'po_1', externalId: request.externalId, status: 'pending', createdAt: t0 };
  },
} as PrintPartner;

/** A partner that records what it is asked to place and to cancel. */
function recordingPartner(whilePlacing: () => Promise<void> = async () => {}) {
  const placed: string[] = [];
  const cancelled: string[] = [];
  const partner: Pick<PrintPartner, 'submitOrder' | 'findOrderFor' | 'cancelOrder'> = {
    async submitOrder(request) {
      placed.push(request.externalId);
      await whilePlacing();
      return { id: 'po_1', externalId: request.externalId, status: 'pending', createdAt: t0 };
    },
    async findOrderFor() {
      return null;
    },
    async cancelOrder(id) {
      cancelled.push(id);
      return {
        ok: true,
        order: { id, externalId: order.id, status: 'canceled', createdAt: t0 },
      };
    },
  };
  return { partner: partner as unknown as PrintPartner, placed, cancelled };
}

describe.each(testDatabases())('the order outbox on %s', (_dialect, open) => {
  let database: TestDatabase;
  let dir: string;
  let now: Date;
  const clock = () => now;

  /** One store process's outbox over the shared database and outbox folder. */
  function processWith(mailer: Mailer, partner = printPartner, leaseMs?: number) {
    const db = database.db;
    return createOrderOutbox({
      orders: createOrdersRepository(db),
      events: createOrderEventsRepository(db),
      refunds: createOrderRefundsRepository(db),
      reprints: createOrderReprintsRepository(db),
      orderTasks: createOrderTasksRepository(db),
      printPartner: partner,
      mailer,
      logger,
      clock,
      publicBaseUrl: 'http://localhost:3000',
      retry: { baseMs: 1000, maxMs: 60_000 },
      ...(leaseMs && { leaseMs }),
    });
  }

  beforeEach(async () => {
    now = t0;
    database = await open();
    dir = mkdtempSync(join(tmpdir(), 'mpm-outbox-'));
    await createOrdersRepository(database.db).insertOnce(order, t0);
  });
  afterEach(async () => {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends one confirmation when a process stalls past its lease and another takes over', async () => {
    const mailer = createOutboxMailer({ dir, from: 'Masterpiece Me <orders@masterpiece.me>' });
    let paused = () => {};
    const reachedSend = new Promise<void>((resolve) => {
      paused = resolve;
    });
    let wake = () => {};
    const asleep = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const stalling: Mailer = {
      name: 'outbox',
      async send(message) {
        paused();
        await asleep;
        return mailer.send(message);
      },
    };

    const first = processWith(stalling).runDue();
    await reachedSend;
    now = new Date(t0.getTime() + OUTBOX_LEASE_MS + 1);
    await processWith(mailer).runDue();
    expect(readdirSync(dir).filter((name) => name.endsWith('.eml'))).toHaveLength(1);

    wake();
    await first;
    expect(readdirSync(dir).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    const task = await createOrderTasksRepository(database.db).find(order.id, 'send_confirmation');
    expect(task).toMatchObject({ status: 'done', attempts: 2 });
  });

  const mailer = () => createOutboxMailer({ dir, from: 'Masterpiece Me <orders@masterpiece.me>' });

  it('keeps a submission that outlasts its lease: no other process submits it again', async () => {
    const leaseMs = 300;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The submission takes longer than its lease (print files being super-resolved).
    const { partner, placed } = recordingPartner(() =>
      placed.length === 1 ? held : Promise.resolve(),
    );
    const working = processWith(mailer(), partner, leaseMs).runDue();
    await expect.poll(() => placed.length).toBe(1);
    // Time passes while the first process works: its renewals keep the claim.
    now = new Date(t0.getTime() + leaseMs * 0.8);
    await new Promise((resolve) => setTimeout(resolve, leaseMs));
    now = new Date(t0.getTime() + leaseMs * 1.5);
    await processWith(mailer(), partner, leaseMs).runDue();
    expect(placed).toEqual([order.id]);

    release();
    await working;
    const task = await createOrderTasksRepository(database.db).find(order.id, 'submit_to_partner');
    expect(task).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('sends confirmations while a submission still waits on the partner', async () => {
    const later = { ...order, id: 'ord_2', displayId: 'MM-ABC235', paymentIntentId: 'pi_2' };
    await createOrdersRepository(database.db).insertOnce(later, new Date(t0.getTime() + 1000));
    now = new Date(t0.getTime() + 2000);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first order's submission hangs (a slow partner, print files being painted).
    const { partner, placed } = recordingPartner(() =>
      placed.length === 1 ? held : Promise.resolve(),
    );
    const running = processWith(mailer(), partner).runDue();
    const emails = () => readdirSync(dir).filter((name) => name.endsWith('.eml')).length;
    await expect.poll(emails).toBe(2);
    expect(placed).toEqual([order.id]);
    release();
    await running;
    expect(placed).toEqual([order.id, later.id]);
  });

  it.each(['refunded', 'cancelled'] as const)(
    'never sends an order %s before its submission ran to the partner',
    async (status) => {
      const orders = createOrdersRepository(database.db);
      await orders.moveStatus({ orderId: order.id, from: 'paid', to: status }, t0);
      const { partner, placed } = recordingPartner();
      await processWith(mailer(), partner).runDue();
      expect(placed).toEqual([]);
      const task = await createOrderTasksRepository(database.db).find(
        order.id,
        'submit_to_partner',
      );
      expect(task).toMatchObject({ status: 'done' });
      expect((await orders.findById(order.id))?.status).toBe(status);
    },
  );

  it('cancels at the partner an order refunded while the partner was placing it', async () => {
    const orders = createOrdersRepository(database.db);
    const { partner, placed, cancelled } = recordingPartner(async () => {
      await orders.moveStatus({ orderId: order.id, from: 'paid', to: 'refunded' }, t0);
    });
    await processWith(mailer(), partner).runDue();
    expect(placed).toEqual([order.id]);
    expect(cancelled).toEqual(['po_1']);
    expect(await orders.findById(order.id)).toMatchObject({
      status: 'refunded',
      partnerOrderId: 'po_1',
      partnerStatus: 'canceled',
    });
  });
});
