import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/database';
import { createOrdersRepository } from '../../src/server/db/orders-repository';
import type { OrderRecord } from '../../src/server/domain/orders/order-record';
import { startGuestOverHttp } from '../../src/server/testing/guest-session';
import { paidCanvasOrder } from '../../src/server/testing/order-fixture';
import type { FinishedJob } from './finished-job';

/** What a seeded store is read by: each poll, order link and signed-in shopper. */
export interface LoadTargets {
  /** A job and the cookie of the guest who polls it; about a third are still being made. */
  polls: Array<{ path: string; cookie: string }>;
  /** An order's e-mail link. */
  orders: Array<{ path: string }>;
  /** A signed-in shopper's session cookie; each has a few orders. */
  accounts: Array<{ cookie: string }>;
}

export interface SeedSize {
  guests: number;
  jobsPerGuest: number;
  guestOrders: number;
  accounts: number;
  ordersPerAccount: number;
}

const PASSWORD = 'bench-password-1';
/** Placed 10 minutes ago: the local partner is printing them (LOCAL_PARTNER_* defaults). */
const ORDER_AGE_MS = 10 * 60_000;

/** A different client address per call, so per-address limits count shoppers, not the bench. */
let nextAddress = 0;
export function clientAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** A new account for `email`, signed up as its browser would: its id and session cookie. */
export async function signUp(base: string, email: string): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': clientAddress(),
    },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Ada' }),
  });
  if (!response.ok)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const session = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
  const { user } = (await session.json()) as { user: { id: string } };
  return { id: user.id, cookie };
}

/** Copies of the real finished job for `guestId`; `inProgress` ones look mid-generation. */
async function copyJob(db: Db, job: FinishedJob, guestId: string, inProgress: boolean) {
  const row = await db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', job.id)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const now = new Date();
  await db
    .insertInto('jobs')
    .values({
      ...row,
      id,
      owner_key: `guest:${guestId}`,
      user_id: null,
      guest_session_id: guestId,
      ...(inProgress && {
        // Leased for an hour: no worker or sweeper takes it during the run.
        status: 'processing',
        result: null,
        locked_until: new Date(now.getTime() + 3_600_000).toISOString(),
        lease_token: randomUUID(),
      }),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** An order placed and sent to the local print partner ten minutes ago, as checkout leaves it. */
async function placeOrder(db: Db, owner: OrderRecord['owner']): Promise<OrderRecord> {
  const orders = createOrdersRepository(db);
  const id = randomUUID();
  const placedAt = new Date(Date.now() - ORDER_AGE_MS);
  const partnerOrderId = `local-po-${randomBytes(12).toString('hex')}`;
  const base = paidCanvasOrder(id, placedAt);
  const order: OrderRecord = {
    ...base,
    displayId: `MM-${randomBytes(4).toString('hex').toUpperCase()}`,
    paymentIntentId: `pi_bench_${id}`,
    owner,
    accessToken: randomBytes(24).toString('base64url'),
    lines: [...base.lines, ...base.lines.map((line) => ({ ...line, quantity: 2 }))],
    status: 'submitted',
    partnerOrderId,
    partnerStatus: 'pending',
  };
  const { order: stored } = await orders.insertOnce(order, placedAt);
  await db
    .insertInto('local_print_orders')
    .values({
      id: partnerOrderId,
      external_id: id,
      request: JSON.stringify({ externalId: id }),
      created_at: placedAt.toISOString(),
    })
    .execute();
  // Submitted and confirmed long ago: the outbox has nothing left to do for it.
  await db.updateTable('order_tasks').set({ status: 'done' }).where('order_id', '=', id).execute();
  return stored;
}

/**
 * Guests with finished and unfinished jobs, guest orders and signed-in shoppers with orders,
 * written beside a running store through its repositories (orders, jobs) and its API
 * (guest sessions, accounts).
 */
export async function seedStore(
  db: Db,
  base: string,
  job: FinishedJob,
  size: SeedSize,
): Promise<LoadTargets> {
  const targets: LoadTargets = { polls: [], orders: [], accounts: [] };
  for (let g = 0; g < size.guests; g++) {
    const guest = await startGuestOverHttp(base);
    for (let j = 0; j < size.jobsPerGuest; j++) {
      const id = await copyJob(db, job, guest.id, j % 3 === 0);
      targets.polls.push({ path: `/api/jobs/${id}`, cookie: guest.cookie });
    }
  }
  for (let o = 0; o < size.guestOrders; o++) {
    const order = await placeOrder(db, { customerId: null, guestSessionId: randomUUID() });
    targets.orders.push({ path: `/api/orders/${order.id}?token=${order.accessToken}` });
  }
  for (let a = 0; a < size.accounts; a++) {
    const account = await signUp(base, `bench-${a}@example.com`);
    for (let o = 0; o < size.ordersPerAccount; o++) {
      await placeOrder(db, { customerId: account.id, guestSessionId: null });
    }
    targets.accounts.push({ cookie: account.cookie });
  }
  return targets;
}
