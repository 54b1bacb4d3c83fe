import { randomUUID } from 'node:crypto';
import { fixturePhoto } from '@masterpiece-me/test-photos';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appDatabases } from '../testing/app-databases';
import { startGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';
import { UNREADABLE_CLIENT_ADDRESS } from './client-address';

const UPLOADS_PER_MINUTE = 2;
const PROXIES = '10.0.0.0/8, 127.0.0.1';
const hopper = () =>
  uploadForm({ bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' });

/** An upload with no photo: counted by the per-address limit, then refused (400), or 429. */
async function emptyUpload(test: TestApp, from: string, forwardedFor?: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/',
    remoteAddress: from,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  return response.statusCode;
}

describe.each(appDatabases())('client addresses behind trusted proxies, on %s', (_d, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp({
      ...db.env,
      TRUST_PROXY: PROXIES,
      UPLOAD_RATE_LIMIT_PER_MINUTE: String(UPLOADS_PER_MINUTE),
      AUTH_SIGN_UPS_PER_HOUR: '100',
    });
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  let next = 1;
  const freshAddress = () => `198.51.100.${next++}`;
  const origin = () => test.services.config.publicBaseUrl;
  const postJson = (url: string, body: unknown, options: Partial<InjectOptions> = {}) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      ...options,
      headers: { 'content-type': 'application/json', origin: origin(), ...options.headers },
    });

  it('counts a listed proxy’s shoppers by the address it forwards', async () => {
    const shopper = freshAddress();
    const statuses = [];
    for (let i = 0; i <= UPLOADS_PER_MINUTE; i++) {
      statuses.push(await emptyUpload(test, i % 2 ? '10.1.2.3' : '127.0.0.1', shopper));
    }
    expect(statuses).toEqual([...Array(UPLOADS_PER_MINUTE).fill(400), 429]);
    // Another shopper behind the same proxy has a count of their own.
    expect(await emptyUpload(test, '10.1.2.3', freshAddress())).toBe(400);
  });

  it('believes no X-Forwarded-For from a sender that is not a listed proxy', async () => {
    const stranger = freshAddress();
    const statuses = [];
    for (let i = 0; i <= UPLOADS_PER_MINUTE; i++) {
      statuses.push(await emptyUpload(test, stranger, freshAddress()));
    }
    expect(statuses).toEqual([...Array(UPLOADS_PER_MINUTE).fill(400), 429]);
  });

  it('gives the quota and the identity provider the same address as the rate limits', async () => {
    const shopper = freshAddress();
    // The shopper wrote an address of their own in front; the listed proxies added theirs behind.
    const forwarded = `203.0.113.66, ${shopper}, 10.20.30.40`;
    const guest = await startGuest(test.app);
    const form = hopper();
    form.append('guest_session_id', guest.id);
    const uploaded = await guest.inject({
      method: 'POST',
      url: '/',
      payload: form,
      headers: { 'x-forwarded-for': forwarded },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const job = await test.services.jobs.findById(uploaded.json().job_id);
    expect(job?.client_address).toBe(shopper);

    const signedUp = await postJson(
      '/api/auth/sign-up/email',
      { email: `ada-${randomUUID()}@example.com`, password: 'secret-6', name: 'Ada' },
      { headers: { 'x-forwarded-for': forwarded } },
    );
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const session = await sql<{ address: string }>`
      select "ipAddress" as address from auth_session where "userId" = ${signedUp.json().user.id}
    `.execute(test.services.db);
    expect(session.rows).toEqual([{ address: shopper }]);
  });

  it('refuses with 400 a forwarded address that is not an IP, and stores nothing', async () => {
    const jobsBefore = await count('jobs');
    const usersBefore = await count('auth_user');
    for (const forwarded of ['x'.repeat(65), `2001:db8::${'f'.repeat(400)}`, '203.0.113.5:443']) {
      const headers = { 'x-forwarded-for': forwarded };
      const guest = await startGuest(test.app);
      const form = hopper();
      form.append('guest_session_id', guest.id);
      const answers = [
        await guest.inject({ method: 'POST', url: '/', payload: form, headers }),
        await postJson(
          '/api/auth/sign-up/email',
          { email: `eve-${randomUUID()}@example.com`, password: 'secret-6', name: 'Eve' },
          { headers },
        ),
        await postJson(
          '/api/auth/sign-in/email',
          { email: 'eve@example.com', password: 'wrong-password' },
          { headers },
        ),
        await postJson('/api/stripe/products/calculate-tax', {}, { headers }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, `${forwarded.slice(0, 20)}: ${answer.body}`).toBe(400);
        expect(answer.json()).toEqual({
          code: 'invalid_request',
          detail: UNREADABLE_CLIENT_ADDRESS,
        });
      }
    }
    expect(await count('jobs')).toBe(jobsBefore);
    expect(await count('auth_user')).toBe(usersBefore);
  });

  const count = async (table: 'jobs' | 'auth_user') =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
          test.services.db,
        )
      ).rows[0]?.n,
    );
});

describe('a hop count in TRUST_PROXY', () => {
  let test: TestApp | undefined;
  afterEach(async () => test?.close());

  it('takes the address that many proxies back, whatever the shopper wrote before it', async () => {
    test = await startTestApp({ TRUST_PROXY: '1', UPLOAD_RATE_LIMIT_PER_MINUTE: '1' });
    const started = test;
    const upload = (spoofed: string) =>
      emptyUpload(started, '192.0.2.10', `${spoofed}, 203.0.113.80`);
    expect(await upload('198.51.100.1')).toBe(400);
    expect(await upload('198.51.100.2')).toBe(429);
  });
});
