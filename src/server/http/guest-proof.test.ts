import { createHmac } from 'node:crypto';
import { fixturePhoto } from '@masterpiece-me/test-photos';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthSecret } from '../auth/auth-secret';
import { appDatabases } from '../testing/app-databases';
import { seedFinishedJob } from '../testing/checkout-fixtures';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';
import { GUEST_COOKIE } from './request-guest';

const hopper = { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' };

describe.each(appDatabases())('a guest the server vouches for, on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  let origin: string;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp({ ...db.env, GENERATION_QUOTA_PER_HOUR: '1' });
    origin = test.services.config.publicBaseUrl;
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  let next = 0;
  const post = (url: string, payload: unknown, cookie?: string) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      remoteAddress: `10.2.0.${++next % 250}`,
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    });
  const guestCookie = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === GUEST_COOKIE);
  const jobsOfGuest = (id: string) =>
    test.services.db.selectFrom('jobs').selectAll().where('guest_session_id', '=', id).execute();
  const newAccount = async () => {
    const signedUp = await post('/api/auth/sign-up/email', {
      email: `guest-proof-${++next}-${Date.now()}@example.com`,
      password: 'secret-6',
      name: 'Ada',
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const cookie = signedUp.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const session = (
      await test.app.inject({ url: '/api/auth/get-session', headers: { cookie } })
    ).json();
    return { cookie, id: session.user.id as string };
  };

  describe('POST /api/guest-session', () => {
    it('makes a session on the first visit, with an http-only, same-site cookie', async () => {
      const response = await post('/api/guest-session', {});
      expect(response.statusCode).toBe(200);
      const { guest_session_id: id, expires_at } = response.json();
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
      const cookie = guestCookie(response);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.maxAge).toBe(30 * 24 * 3600);
      expect(cookie?.value.startsWith(`${id}.`)).toBe(true);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('keeps the session its cookie proves, and never takes an id the browser names', async () => {
      const guest = await startGuest(test.app);
      const kept = await post('/api/guest-session', {}, guest.cookie);
      expect(kept.json().guest_session_id).toBe(guest.id);
      expect(guestCookie(kept)).toBeUndefined();

      const victim = await startGuest(test.app);
      for (const cookie of [undefined, `${victim.cookie}x`, `${GUEST_COOKIE}=${victim.id}`]) {
        const other = await post('/api/guest-session', { guest_session_id: victim.id }, cookie);
        expect(other.statusCode).toBe(200);
        expect(other.json().guest_session_id).not.toBe(victim.id);
        expect(guestCookie(other)?.value.startsWith(other.json().guest_session_id)).toBe(true);
      }
    });
  });

  it('keeps the guest of a cookie from before the cookie signer, and renews the cookie', async () => {
    const id = '3c2a1b0e-5d4f-4e6a-8b7c-9d0e1f2a3b4c';
    const issuedAt = Date.now().toString(36);
    const mac = createHmac('sha256', loadAuthSecret(test.services.config.auth))
      .update(`masterpiece-me guest session v1|${id}|${issuedAt}`)
      .digest('base64url');
    const response = await post(
      '/api/guest-session',
      {},
      `${GUEST_COOKIE}=${id}.${issuedAt}.${mac}`,
    );
    expect(response.json().guest_session_id).toBe(id);
    const renewed = guestCookie(response);
    expect(renewed?.value.startsWith(`${id}.${issuedAt}.`)).toBe(true);
    expect(renewed?.value).not.toContain(mac);
    const kept = await post('/api/guest-session', {}, `${GUEST_COOKIE}=${renewed?.value}`);
    expect(kept.json().guest_session_id).toBe(id);
    expect(guestCookie(kept)).toBeUndefined();
  });

  describe('acting for a guest', () => {
    const uploadAs = (guestId: string, cookie?: string) =>
      test.app.inject({
        method: 'POST',
        url: '/',
        remoteAddress: `10.3.0.${++next % 250}`,
        payload: uploadForm(hopper, { guest_session_id: guestId }),
        headers: cookie ? { cookie, origin } : {},
      });

    it('does not spend a guest’s hourly quota without its proof', async () => {
      const victim = await startGuest(test.app);
      const stranger = await startGuest(test.app);
      const bare = await uploadAs(victim.id);
      expect(bare.statusCode).toBe(401);
      expect(bare.json()).toMatchObject({ error: 'guest_session_unproven' });
      expect(bare.json().detail).toMatch(/guest session/);
      const borrowed = await uploadAs(victim.id, stranger.cookie);
      expect(borrowed.statusCode).toBe(403);
      const forged = await uploadAs(victim.id, `${victim.cookie.slice(0, -2)}xx`);
      expect(forged.statusCode).toBe(401);
      expect(await jobsOfGuest(victim.id)).toHaveLength(0);
      // The quota of one is still the victim's own to spend.
      expect((await uploadAs(victim.id, victim.cookie)).statusCode).toBe(200);
    });

    it('refuses an upload that names nobody', async () => {
      const guest = await startGuest(test.app);
      const response = await guest.inject({
        method: 'POST',
        url: '/',
        payload: uploadForm(hopper),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toMatch(/guest_session_id/);
    });

    it('lets an account claim a guest session only with that guest’s proof', async () => {
      const victim = await startGuest(test.app);
      const jobId = await seedFinishedJob(test.services, { guest_session_id: victim.id });
      const thief = await newAccount();
      const claim = (cookie: string) =>
        post('/api/account/claim-guest-session', { guest_session_id: victim.id }, cookie);

      const bare = await claim(thief.cookie);
      expect(bare.statusCode).toBe(401);
      expect(bare.json().detail).toBeTruthy();
      const borrowed = await claim(`${thief.cookie}; ${(await startGuest(test.app)).cookie}`);
      expect(borrowed.statusCode).toBe(403);
      expect((await test.services.jobs.findById(jobId))?.user_id).toBeNull();

      const owner = await newAccount();
      const moved = await claim(`${owner.cookie}; ${victim.cookie}`);
      expect(moved.json()).toEqual({ jobs: 1, orders: 0 });
      expect((await test.services.jobs.findById(jobId))?.user_id).toBe(owner.id);
    });
  });

  describe('GET /api/jobs/{id}', () => {
    it('shows a job to its owner and to no stranger, finished or not', async () => {
      const owner = await startGuest(test.app);
      const jobId = await seedFinishedJob(test.services, { guest_session_id: owner.id });
      const stranger = await startGuest(test.app);
      const account = await newAccount();
      for (let round = 0; round < 2; round += 1) {
        // The second round reads the answer kept for the finished job.
        const mine = await owner.inject({ url: `/api/jobs/${jobId}` });
        expect(mine.statusCode).toBe(200);
        const nobody = await test.app.inject(`/api/jobs/${jobId}`);
        expect(nobody.statusCode).toBe(401);
        const theirs = await stranger.inject({ url: `/api/jobs/${jobId}` });
        expect(theirs.statusCode).toBe(403);
        expect(theirs.json().detail).toMatch(/another shopper/);
        const signedIn = await test.app.inject({
          url: `/api/jobs/${jobId}`,
          headers: { cookie: account.cookie },
        });
        expect(signedIn.statusCode).toBe(403);
        for (const refused of [nobody, theirs, signedIn]) {
          expect(refused.body).not.toContain('products');
        }
      }
    });

    it('shows an account’s job to that account signed in, wherever', async () => {
      const account = await newAccount();
      const jobId = await seedFinishedJob(test.services, { user_id: account.id });
      const read = await test.app.inject({
        url: `/api/jobs/${jobId}`,
        headers: { cookie: account.cookie },
      });
      expect(read.statusCode).toBe(200);
      const guest: TestGuest = await startGuest(test.app);
      expect((await guest.inject({ url: `/api/jobs/${jobId}` })).statusCode).toBe(403);
    });
  });
});
