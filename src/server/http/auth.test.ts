import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema, authUserSchema } from '../../shared/api/auth-user';
import { appDatabases } from '../testing/app-databases';
import { waitForMailLink } from '../testing/read-outbox';
import { startTestApp, type TestApp } from '../testing/test-app';

const PASSWORD = 'secret-6';

describe.each(appDatabases())('accounts and sessions on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  let origin: string;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp(db.env);
    origin = test.services.config.publicBaseUrl;
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  // Each test comes from its own address, so the rate limiter counts each one apart.
  let nextAddress = 10;
  const newAddress = () => `10.0.0.${nextAddress++}`;
  const uniqueEmail = () => `shopper-${nextAddress}-${Date.now()}@example.com`;

  const cookieOf = (response: LightMyRequestResponse) =>
    response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

  const post = (
    url: string,
    payload: unknown,
    options: { address?: string; cookie?: string } = {},
  ) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      remoteAddress: options.address ?? newAddress(),
      headers: {
        'content-type': 'application/json',
        origin,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
  const authUser = (cookie: string) =>
    test.app.inject({ method: 'GET', url: '/api/auth-user', headers: { cookie } });

  const signUp = async (email = uniqueEmail(), name = 'Ada Lovelace') => {
    const response = await post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name,
      agreeToTerms: true,
      callbackURL: '/',
    });
    expect(response.statusCode, response.body).toBe(200);
    return { email, cookie: cookieOf(response) };
  };
  const signIn = (email: string, password: string, address?: string) =>
    post('/api/auth/sign-in/email', { email, password }, { address });

  it('signs up, e-mails a verification link that verifies the account', async () => {
    const { email, cookie } = await signUp();
    const before = authUserSchema.parse((await authUser(cookie)).json());
    expect(before).toMatchObject({ email, displayName: 'Ada Lovelace', emailVerified: false });

    const outbox = join(test.services.dataDir, 'outbox');
    const link = await waitForMailLink(
      outbox,
      email,
      /(https?:\/\/\S+\/api\/auth\/verify-email\S+)/,
    );
    const url = new URL(link);
    expect(url.origin).toBe(origin);
    expect(url.searchParams.get('callbackURL')).toBe('/account?verified=1');

    const opened = await test.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/account?verified=1');
    // Proving the address ends the sessions from before it (whoever typed the address first
    // may hold one); the link signs in the browser that opens it, so the account page says so.
    expect((await authUser(cookie)).statusCode).toBe(401);
    const linked = authUserSchema.parse((await authUser(cookieOf(opened))).json());
    expect(linked).toMatchObject({ email, emailVerified: true });

    const stored = await test.services.db
      .selectFrom('auth_user' as never)
      .select(['agreeToTerms' as never])
      .where('email' as never, '=', email as never)
      .executeTakeFirstOrThrow();
    expect(Boolean((stored as { agreeToTerms: unknown }).agreeToTerms)).toBe(true);
  });

  it('signs in with the right password and answers the SPEC’s auth user', async () => {
    const { email } = await signUp(undefined, 'Grace Hopper');
    const response = await signIn(email, PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite?.toLowerCase()).toBe('lax');
    expect(session?.secure).toBeFalsy();

    const user = authUserSchema.parse((await authUser(cookieOf(response))).json());
    expect(user).toMatchObject({
      email,
      displayName: 'Grace Hopper',
      photoURL: null,
      phoneNumber: null,
      providerData: [{ providerId: 'password', email, displayName: 'Grace Hopper' }],
    });
    expect(Date.parse(user.metadata.lastSignInTime)).toBeGreaterThanOrEqual(
      Date.parse(user.metadata.creationTime),
    );
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { email } = await signUp();
    const wrong = await signIn(email, 'not-the-password');
    const unknown = await signIn(uniqueEmail(), PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe(unknown.json().code);
    expect(wrong.json().detail).toBe(unknown.json().detail);
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses a password under 6 characters, a taken e-mail and a bad address with 4xx', async () => {
    const short = await post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: '12345',
      name: 'Short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');

    const { email } = await signUp();
    const taken = await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'X' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().detail).toEqual(expect.any(String));

    const invalid = await post('/api/auth/sign-up/email', {
      email: 'not-an-address',
      password: PASSWORD,
      name: 'X',
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers malformed and missing bodies with 4xx and a detail', async () => {
    for (const payload of ['{"email": ', 'null', '[]', '{}']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload,
        remoteAddress: newAddress(),
        headers: { 'content-type': 'application/json', origin },
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
      expect(response.json().detail, payload).toEqual(expect.any(String));
    }
  });

  it('stops repeated failed sign-ins from one address with the SPEC’s message', async () => {
    const { email } = await signUp();
    const address = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      statuses.push((await signIn(email, 'wrong-password', address)).statusCode);
    }
    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
    const refused = await signIn(email, 'wrong-password', address);
    expect(refused.json().detail).toBe('Too many failed attempts. Please try again later');
    // Another address is not held back by this one's attempts.
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('never limits the question of who is signed in, which every page asks', async () => {
    const address = newAddress();
    for (let call = 0; call < 120; call += 1) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(200);
      // The web app reads this answer itself: null for a guest.
      expect(authSessionSchema.parse(response.json())).toBeNull();
    }
  });

  it('ends the session on sign-out', async () => {
    const { cookie } = await signUp();
    expect((await authUser(cookie)).statusCode).toBe(200);
    const session = await test.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(authSessionSchema.parse(session.json())?.session.token).toEqual(expect.any(String));
    const out = await post('/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode, out.body).toBe(200);
    const gone = await authUser(cookie);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().detail).toEqual(expect.any(String));
  });

  it('updates the display name and photo', async () => {
    const { cookie } = await signUp();
    const photo = 'https://example.com/me.png';
    const response = await post(
      '/api/auth/update-user',
      { name: 'Ada King', image: photo },
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const user = authUserSchema.parse((await authUser(cookie)).json());
    expect(user).toMatchObject({ displayName: 'Ada King', photoURL: photo });
    expect(user.providerData[0]).toMatchObject({ displayName: 'Ada King', photoURL: photo });
  });

  it('signs in through an e-mail link', async () => {
    const { email } = await signUp();
    const sent = await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/' });
    expect(sent.statusCode, sent.body).toBe(200);
    const outbox = join(test.services.dataDir, 'outbox');
    const link = await waitForMailLink(outbox, email, /(https?:\/\/\S+\/magic-link\/verify\S+)/);
    const url = new URL(link);
    const opened = await test.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(302);
    const user = authUserSchema.parse((await authUser(cookieOf(opened))).json());
    expect(user).toMatchObject({ email, emailVerified: true });
  });

  it('refuses an e-mail link once it has expired', async () => {
    const { email } = await signUp();
    await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/' });
    const outbox = join(test.services.dataDir, 'outbox');
    const link = await waitForMailLink(outbox, email, /(https?:\/\/\S+\/magic-link\/verify\S+)/);
    await test.services.db
      .updateTable('auth_verification' as never)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() } as never)
      .where('value' as never, 'like', `%${email}%` as never)
      .execute();
    const url = new URL(link);
    const opened = await test.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/error=/);
    expect((await authUser(cookieOf(opened))).statusCode).toBe(401);
  });

  it('answers a link request for an unknown e-mail alike, and sends nothing', async () => {
    const email = uniqueEmail();
    const sent = await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: true });
    await expect(
      waitForMailLink(join(test.services.dataDir, 'outbox'), email, /(https?:\/\/\S+)/, 500),
    ).rejects.toThrow(/No e-mail/);
  });

  it('answers 401 without a session', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/auth-user' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toEqual(expect.any(String));
  });
});
