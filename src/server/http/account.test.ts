import { fixturePhoto } from '@masterpiece-me/test-photos';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ERROR_MESSAGES } from '../../shared/upload-errors';
import { appDatabases } from '../testing/app-databases';
import {
  confirmWithCard,
  intentBody,
  orderBody,
  seedFinishedJob,
  TEST_CARD,
} from '../testing/checkout-fixtures';
import { startGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';

const PASSWORD = 'secret-6';
const QUOTA = 3;
const hopper = { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' };

describe.each(appDatabases())('accounts own their work, on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  let origin: string;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp({ ...db.env, GENERATION_QUOTA_PER_HOUR: String(QUOTA) });
    origin = test.services.config.publicBaseUrl;
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  let next = 0;
  const unique = () => `${++next}-${Date.now()}`;
  const cookieOf = (response: LightMyRequestResponse) =>
    response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      remoteAddress: `10.1.0.${next % 250}`,
      headers: { 'content-type': 'application/json', origin, ...headers },
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers });

  /** A new account, signed in: its id, its session cookie and the token the browser sends. */
  const newAccount = async () => {
    const email = `owner-${unique()}@example.com`;
    const signedUp = await post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: 'Ada',
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const cookie = cookieOf(signedUp);
    const session = (await get('/api/auth/get-session', { cookie })).json();
    return { email, cookie, id: session.user.id as string, token: session.session.token as string };
  };

  // As the browser sends it: from the store's own page.
  const upload = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(hopper, fields),
      headers: { origin, ...headers },
    });
  const jobsOf = (userId: string) =>
    test.services.db.selectFrom('jobs').selectAll().where('user_id', '=', userId).execute();

  /** Pays for a checkout of `jobId`'s products with the test card and orders it as `owner`. */
  const placeOrder = async (owner: Record<string, string>, cookie: string, jobId: string) => {
    const headers: Record<string, string> = { cookie };
    const intentResponse = await post(
      '/api/payment/create-payment-intent',
      { ...intentBody('', jobId), guest_session_id: undefined, ...owner },
      headers,
    );
    expect(intentResponse.statusCode, intentResponse.body).toBe(200);
    const intent = intentResponse.json();
    expect((await confirmWithCard(test.app, intent, TEST_CARD.succeeds)).statusCode).toBe(200);
    const created = await post(
      '/api/orders/create-order',
      {
        ...orderBody('', intent.paymentIntentId, jobId),
        guest_session_id: undefined,
        ...owner,
      },
      headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    return created.json() as { order_id: string; display_id: string };
  };

  describe('uploads as an account', () => {
    it('are accepted with the account’s own token and kept as its jobs', async () => {
      const account = await newAccount();
      const response = await upload(
        { user_id: account.id },
        { authorization: `Bearer ${account.token}` },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe('queued');
      expect(await jobsOf(account.id)).toHaveLength(1);
    });

    it('refuse a forged token, even beside the account’s good session cookie', async () => {
      const account = await newAccount();
      const response = await upload(
        { user_id: account.id },
        { authorization: `Bearer ${account.token}x`, cookie: account.cookie },
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe('Your session has ended. Please sign in again.');
      expect(await jobsOf(account.id)).toHaveLength(0);
    });

    it('refuse another account’s id, and an account id with no credentials', async () => {
      const mine = await newAccount();
      const theirs = await newAccount();
      const forged = await upload(
        { user_id: theirs.id },
        { authorization: `Bearer ${mine.token}` },
      );
      expect(forged.statusCode).toBe(403);
      expect(forged.json().detail).toBe('This request names an account you are not signed in to.');
      expect((await upload({ user_id: theirs.id })).statusCode).toBe(401);
      expect(await jobsOf(theirs.id)).toHaveLength(0);
    });

    it('count the hourly quota per account, including what the account did as a guest', async () => {
      const guest = await startGuest(test.app);
      const asGuest = { cookie: guest.cookie };
      expect((await upload({ guest_session_id: guest.id }, asGuest)).statusCode).toBe(200);
      expect((await upload({ guest_session_id: guest.id }, asGuest)).statusCode).toBe(200);
      const account = await newAccount();
      const auth = { authorization: `Bearer ${account.token}` };
      const claimed = await post(
        '/api/account/claim-guest-session',
        { guest_session_id: guest.id },
        { cookie: `${account.cookie}; ${guest.cookie}` },
      );
      expect(claimed.json()).toEqual({ jobs: 2, orders: 0 });

      expect((await upload({ user_id: account.id }, auth)).statusCode).toBe(200);
      const refused = await upload({ user_id: account.id }, auth);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(UPLOAD_ERROR_MESSAGES.wizardsRecharging);
      // Another account has its own quota.
      const other = await newAccount();
      const otherUpload = await upload(
        { user_id: other.id },
        { authorization: `Bearer ${other.token}` },
      );
      expect(otherUpload.statusCode).toBe(200);
    });
  });

  describe('a guest who becomes a customer', () => {
    it('brings their jobs and orders to the account, once', async () => {
      const guest = await startGuest(test.app);
      const jobId = await seedFinishedJob(test.services, { guest_session_id: guest.id });
      const order = await placeOrder({ guest_session_id: guest.id }, guest.cookie, jobId);
      const account = await newAccount();
      expect((await get('/api/account/orders', { cookie: account.cookie })).json()).toEqual({
        orders: [],
      });

      // The browser holds both: the account's session cookie and the guest's proof.
      const claim = () =>
        post(
          '/api/account/claim-guest-session',
          { guest_session_id: guest.id },
          { cookie: `${account.cookie}; ${guest.cookie}` },
        );
      const first = await claim();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ jobs: 1, orders: 1 });
      expect(await jobsOf(account.id)).toHaveLength(1);
      const read = await get(`/api/jobs/${jobId}`, { cookie: account.cookie });
      expect(read.statusCode, read.body).toBe(200);
      expect((await test.services.orders.findById(order.order_id))?.owner.customerId).toBe(
        account.id,
      );
      expect((await claim()).json()).toEqual({ jobs: 0, orders: 0 });

      const history = (await get('/api/account/orders', { cookie: account.cookie })).json();
      expect(history.orders).toHaveLength(1);
      expect(history.orders[0]).toMatchObject({
        order_id: order.order_id,
        display_id: order.display_id,
        total_amount: expect.any(Number),
      });
      expect(history.orders[0].items[0].image_url).toMatch(/^(\/|https:\/\/)/);
      const own = await get(`/api/orders/${order.order_id}`, { cookie: account.cookie });
      expect(own.statusCode).toBe(200);
      expect(own.json().display_id).toBe(order.display_id);
    });

    it('cannot take a guest session without signing in', async () => {
      const response = await post('/api/account/claim-guest-session', { guest_session_id: 'g' });
      expect(response.statusCode).toBe(401);
      const account = await newAccount();
      const bad = await post('/api/account/claim-guest-session', {}, { cookie: account.cookie });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('orders of customers', () => {
    it('are checked out only by the customer they name', async () => {
      const owner = await newAccount();
      const intruder = await newAccount();
      const jobId = await seedFinishedJob(test.services, { user_id: owner.id });
      const refused = await post(
        '/api/payment/create-payment-intent',
        { ...intentBody('', jobId), guest_session_id: undefined, customer_id: owner.id },
        { cookie: intruder.cookie },
      );
      expect(refused.statusCode).toBe(403);
      const stolen = await post(
        '/api/payment/create-payment-intent',
        { ...intentBody('', jobId), guest_session_id: undefined, customer_id: intruder.id },
        { cookie: intruder.cookie },
      );
      expect(stolen.statusCode).toBe(403);
      expect(stolen.json().detail).toMatch(/another shopper/);
      const order = await placeOrder({ customer_id: owner.id }, owner.cookie, jobId);
      const history = (await get('/api/account/orders', { cookie: owner.cookie })).json();
      expect(history.orders.map((one: { order_id: string }) => one.order_id)).toEqual([
        order.order_id,
      ]);
    });

    it('cannot be read by another customer or by nobody', async () => {
      const owner = await newAccount();
      const other = await newAccount();
      const jobId = await seedFinishedJob(test.services, { user_id: owner.id });
      const order = await placeOrder({ customer_id: owner.id }, owner.cookie, jobId);
      const stolen = await get(`/api/orders/${order.order_id}`, { cookie: other.cookie });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.body).not.toContain(order.display_id);
      expect((await get(`/api/orders/${order.order_id}`)).statusCode).toBe(401);
      expect((await get('/api/account/orders', { cookie: other.cookie })).json()).toEqual({
        orders: [],
      });
      expect((await get('/api/account/orders')).statusCode).toBe(401);
      const guessed = await get(`/api/orders/${order.order_id}?token=guess`);
      expect(guessed.statusCode).toBe(404);
    });
  });

  describe('sessions', () => {
    it('last 30 days and end when they expire', async () => {
      const account = await newAccount();
      const row = (await test.services.db
        .selectFrom('auth_session' as never)
        .select(['expiresAt' as never, 'createdAt' as never])
        .where('userId' as never, '=', account.id as never)
        .executeTakeFirstOrThrow()) as { expiresAt: string | Date; createdAt: string | Date };
      const lifetime = new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime();
      // better-auth stamps the two a moment apart.
      expect(Math.abs(lifetime - 30 * 24 * 60 * 60 * 1000)).toBeLessThan(1000);
      expect((await get('/api/auth-user', { cookie: account.cookie })).statusCode).toBe(200);

      await test.services.db
        .updateTable('auth_session' as never)
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() } as never)
        .where('userId' as never, '=', account.id as never)
        .execute();
      expect((await get('/api/auth-user', { cookie: account.cookie })).statusCode).toBe(401);
      const upload401 = await upload(
        { user_id: account.id },
        { authorization: `Bearer ${account.token}` },
      );
      expect(upload401.statusCode).toBe(401);
    });
  });
});
