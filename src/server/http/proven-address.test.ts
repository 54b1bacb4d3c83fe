import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appDatabases } from '../testing/app-databases';
import { browserCookies as cookieOf } from '../testing/browser-cookies';
import { cheapPasswordHashing } from '../testing/cheap-password-hashing';
import { waitForMailLink } from '../testing/read-outbox';
import { startTestApp, type TestApp } from '../testing/test-app';

const ATTACKER_PASSWORD = 'attacker-6';
const OWNER_PASSWORD = 'owner-pass-6';
const VERIFY_LINK = /(https?:\/\/\S+\/api\/auth\/verify-email\S+)/;
const MAGIC_LINK = /(https?:\/\/\S+\/magic-link\/verify\S+)/;
const CHOSEN_NAME = 'Send 100 dollars to evil.example';

describe.each(appDatabases())('proving an address on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  let origin: string;
  let next = 0;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp({
      ...db.env,
      SHOP_OWNER_EMAILS: ['taken', 'own', 'told', 'racing']
        .map((label) => `${label}@owners.example.com`)
        .join(','),
      AUTH_SIGN_UPS_PER_HOUR: '100',
    });
    origin = test.services.config.publicBaseUrl;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  const outbox = () => join(test.services.dataDir, 'outbox');
  const post = (url: string, payload: unknown, cookie?: string) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      remoteAddress: `10.7.0.${++next}`,
      headers: { 'content-type': 'application/json', origin, ...(cookie && { cookie }) },
    });
  const signUp = async (email: string, password: string, name = 'Ada') => {
    const response = await post('/api/auth/sign-up/email', { email, password, name });
    expect(response.statusCode, response.body).toBe(200);
    const token: string = response.json().token;
    return { cookie: cookieOf(response), bearer: `Bearer ${token}` };
  };
  const signIn = (email: string, password: string) =>
    post('/api/auth/sign-in/email', { email, password });
  /** Opens the e-mailed link, in a browser holding `cookie` (if any). */
  const openLink = async (email: string, pattern: RegExp, cookie?: string) => {
    const link = new URL(await waitForMailLink(outbox(), email, pattern));
    const opened = await test.app.inject({
      url: `${link.pathname}${link.search}`,
      headers: cookie ? { cookie } : {},
    });
    expect(opened.statusCode).toBe(302);
    return opened;
  };
  const adminAs = (credentials: { cookie?: string; authorization?: string }) =>
    test.app.inject({ url: '/api/admin/session', headers: credentials });

  it('ends the session and password of whoever signed up first with an owner’s address', async () => {
    const email = 'taken@owners.example.com';
    const attacker = await signUp(email, ATTACKER_PASSWORD);
    expect((await adminAs({ cookie: attacker.cookie })).statusCode).toBe(403);

    // The real owner opens the link on their own computer.
    const opened = await openLink(email, VERIFY_LINK);

    expect((await adminAs({ cookie: attacker.cookie })).statusCode).toBe(401);
    expect((await adminAs({ authorization: attacker.bearer })).statusCode).toBe(401);
    const guessed = await signIn(email, ATTACKER_PASSWORD);
    expect(guessed.statusCode).toBe(401);
    expect(guessed.cookies).toHaveLength(0);

    // The link signed the owner in, as an owner.
    const owner = await adminAs({ cookie: cookieOf(opened) });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toEqual({ email });
    // Later the owner signs in by an e-mailed link.
    const asked = await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/' });
    expect(asked.statusCode, asked.body).toBe(200);
    const linked = await openLink(email, MAGIC_LINK);
    expect((await adminAs({ cookie: cookieOf(linked) })).statusCode).toBe(200);
  });

  it('keeps the password of an owner who verifies in the browser they signed up in', async () => {
    const email = 'own@owners.example.com';
    const signedUp = await signUp(email, OWNER_PASSWORD);
    const opened = await openLink(email, VERIFY_LINK, signedUp.cookie);

    // Every session from before the proof ends; the link's browser has a fresh one.
    expect((await adminAs({ cookie: signedUp.cookie })).statusCode).toBe(401);
    expect((await adminAs({ cookie: cookieOf(opened) })).statusCode).toBe(200);
    const again = await signIn(email, OWNER_PASSWORD);
    expect(again.statusCode, again.body).toBe(200);
    expect((await adminAs({ cookie: cookieOf(again) })).statusCode).toBe(200);
  });

  it('ends a password the owner was told and signed in with, before verifying', async () => {
    const email = 'told@owners.example.com';
    await signUp(email, ATTACKER_PASSWORD);
    // Whoever typed the address first talks the owner into signing in with their password.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    const told = await signIn(email, ATTACKER_PASSWORD);
    expect(told.statusCode).toBe(200);
    const opened = await openLink(email, VERIFY_LINK, cookieOf(told));

    expect((await signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await adminAs({ cookie: cookieOf(opened) })).statusCode).toBe(200);
  });

  it('refuses a password sign-in still checking the password when the owner verifies', async () => {
    const email = 'racing@owners.example.com';
    await signUp(email, ATTACKER_PASSWORD);
    const check = cheapPasswordHashing.verify;
    let opened: LightMyRequestResponse | undefined;
    vi.spyOn(cheapPasswordHashing, 'verify').mockImplementationOnce(async (input) => {
      const right = await check(input);
      opened = await openLink(email, VERIFY_LINK);
      return right;
    });

    const racing = await signIn(email, ATTACKER_PASSWORD);
    expect(racing.statusCode).toBe(401);
    expect((await adminAs({ cookie: cookieOf(racing) })).statusCode).toBe(401);
    expect(opened && (await adminAs({ cookie: cookieOf(opened) })).statusCode).toBe(200);
  });

  it('e-mails no text the requester chose, and says what to do about an unasked account', async () => {
    const email = `quiet-${Date.now()}@example.com`;
    await signUp(email, ATTACKER_PASSWORD, CHOSEN_NAME);
    await waitForMailLink(outbox(), email, VERIFY_LINK);
    const mails = await Promise.all(
      (await readdir(outbox()))
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readFile(join(outbox(), name), 'utf8')),
    );
    const mail = mails.find((text) => text.includes(`To: ${email}`)) ?? '';
    const text = mail.replace(/=\r?\n/g, '').replace(/\s+/g, ' ');
    expect(text).not.toContain('100 dollars');
    expect(text).not.toContain('evil.example');
    expect(text).toContain(
      'If nobody at this address asked for an account, you can ignore this e-mail',
    );
    expect(text).toContain('ends every sign-in and password someone else set up');
  });
});
