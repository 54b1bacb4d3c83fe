import { fixturePhoto } from '@masterpiece-me/test-photos';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabases } from '../testing/app-databases';
import { startGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';
import { GUEST_COOKIE } from './request-guest';

const PASSWORD = 'secret-6';
const NEW_PASSWORD = 'secret-7';
const hopper = { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' };

describe.each(appDatabases())('sessions end when they should, on %s', (_dialect, database) => {
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

  // Each call comes from its own address, so the per-address limits never step in.
  let next = 10;
  const newAddress = () => `10.2.0.${next++}`;
  const uniqueEmail = () => `session-${next}-${Date.now()}@example.com`;

  const cookieOf = (response: LightMyRequestResponse) =>
    response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      remoteAddress: newAddress(),
      headers: { 'content-type': 'application/json', origin, ...headers },
    });
  const authUser = (headers: Record<string, string>) =>
    test.app.inject({ method: 'GET', url: '/api/auth-user', headers });
  /** The session a cookie holds: the account's id and the token sent as `Bearer`. */
  const sessionOf = async (cookie: string) => {
    const found = await test.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    const { user, session } = found.json();
    return { accountId: user.id as string, token: session.token as string };
  };

  const signUp = async (email: string, guestCookie?: string) => {
    const response = await post(
      '/api/auth/sign-up/email',
      { email, password: PASSWORD, name: 'Ada Lovelace' },
      guestCookie ? { cookie: guestCookie } : {},
    );
    expect(response.statusCode, response.body).toBe(200);
    return cookieOf(response);
  };
  const signIn = async (email: string, password = PASSWORD) => {
    const response = await post('/api/auth/sign-in/email', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return cookieOf(response);
  };

  it('ends the other sessions, cookie and bearer, when the password changes', async () => {
    const email = uniqueEmail();
    const here = await signUp(email);
    const elsewhere = await signIn(email);
    const { token } = await sessionOf(elsewhere);
    expect((await authUser({ authorization: `Bearer ${token}` })).statusCode).toBe(200);

    // As the web client asks: without choosing what happens to the other sessions.
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { cookie: here },
    );
    expect(changed.statusCode, changed.body).toBe(200);

    expect((await authUser({ cookie: elsewhere })).statusCode).toBe(401);
    expect((await authUser({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    // The browser that changed it stays signed in, with the cookie the answer set.
    const stayed = await authUser({ cookie: cookieOf(changed) });
    expect(stayed.statusCode, stayed.body).toBe(200);
    expect(stayed.json().email).toBe(email);
    expect((await post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(
      401,
    );
    await signIn(email, NEW_PASSWORD);
  });

  it('ends every session, cookie and bearer, when the password is reset by a link', async () => {
    const email = uniqueEmail();
    const first = await signUp(email);
    const second = await signIn(email);
    const { accountId, token } = await sessionOf(second);
    // The store sends no reset e-mails yet; this plants the token such an e-mail would carry,
    // the way better-auth's request-password-reset does.
    const resetToken = `reset-${next}-${Date.now()}`;
    const provider = await test.services.auth.$context;
    await provider.internalAdapter.createVerificationValue({
      identifier: `reset-password:${resetToken}`,
      value: accountId,
      expiresAt: new Date(Date.now() + 60_000),
    });

    const reset = await post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await authUser({ cookie: first })).statusCode).toBe(401);
    expect((await authUser({ cookie: second })).statusCode).toBe(401);
    expect((await authUser({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    await signIn(email, NEW_PASSWORD);
  });

  it('gives the browser a new guest on sign-out, which sees none of the account’s photos or art', async () => {
    const guest = await startGuest(test.app);
    const asGuest = await guest.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(hopper, { guest_session_id: guest.id }),
    });
    expect(asGuest.statusCode, asGuest.body).toBe(200);

    // The guest signs up in this browser, and the account takes over the guest's work.
    const session = await signUp(uniqueEmail(), guest.cookie);
    const browser = `${guest.cookie}; ${session}`;
    const claimed = await post(
      '/api/account/claim-guest-session',
      { guest_session_id: guest.id },
      { cookie: browser },
    );
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().jobs).toBe(1);
    const { accountId, token } = await sessionOf(session);
    const signedIn = await test.app.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(hopper, { user_id: accountId }),
      headers: { origin, authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    const out = await post('/api/auth/sign-out', {}, { cookie: browser });
    expect(out.statusCode, out.body).toBe(200);
    const rotated = out.cookies.find((cookie) => cookie.name === GUEST_COOKIE);
    expect(rotated?.value).toEqual(expect.any(String));
    expect(rotated?.httpOnly).toBe(true);
    const next = `${GUEST_COOKIE}=${rotated?.value}`;
    expect(next).not.toBe(guest.cookie);

    const nextGuest = await post('/api/guest-session', {}, { cookie: next });
    expect(nextGuest.json().guest_session_id).not.toBe(guest.id);
    for (const job of [asGuest.json().job_id, signedIn.json().job_id]) {
      const read = await test.app.inject({ url: `/api/jobs/${job}`, headers: { cookie: next } });
      expect(read.statusCode, `job ${job} after sign-out`).toBe(403);
    }
    expect((await authUser({ cookie: next })).statusCode).toBe(401);
  });
});
