import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../shared/api/auth-user';
import { appDatabases } from '../testing/app-databases';
import { browserCookies } from '../testing/browser-cookies';
import { waitForMailLink } from '../testing/read-outbox';
import { startTestApp, type TestApp } from '../testing/test-app';

const PASSWORD = 'secret-6';
const TOO_MANY = 'Too many failed attempts. Please try again later';
const MINUTE = 60_000;

describe.each(appDatabases())('sign-in delays on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  let now = Date.parse('2026-11-24T12:00:00Z');
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    // The per-address limit of each minute is left wide open: these tests are about delays.
    test = await startTestApp(
      { ...db.env, AUTH_ATTEMPTS_PER_MINUTE: '1000' },
      { clock: () => new Date(now) },
    );
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  let next = 1;
  const newAddress = () => `10.9.${Math.floor(next / 250)}.${next++ % 250}`;
  const uniqueEmail = () => `owner-${next++}@example.com`;
  const post = (url: string, payload: unknown, address = newAddress()) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      remoteAddress: address,
      headers: { 'content-type': 'application/json', origin: test.services.config.publicBaseUrl },
    });
  const signUp = async () => {
    const email = uniqueEmail();
    const response = await post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: 'Ada',
    });
    expect(response.statusCode, response.body).toBe(200);
    return { email, cookie: browserCookies(response) };
  };
  const signIn = (email: string, password: string, address?: string) =>
    post('/api/auth/sign-in/email', { email, password }, address);

  const outbox = () => join(test.services.dataDir, 'outbox');
  /** Opens the link the store e-mailed to `email`, as its owner would (in the browser holding `cookie`). */
  const openMailedLink = async (email: string, pattern: RegExp, cookie?: string) => {
    const link = new URL(await waitForMailLink(outbox(), email, pattern));
    return test.app.inject({
      url: `${link.pathname}${link.search}`,
      headers: cookie ? { cookie } : {},
    });
  };

  it('slows guesses at one account but never locks its owner out', async () => {
    const { email, cookie: signedUp } = await signUp();
    // An owner with a proven address, proven in the browser that signed up: a link opened
    // anywhere else, or an e-mailed sign-in link, ends an unproven account's password.
    await openMailedLink(email, /(https?:\/\/\S+\/api\/auth\/verify-email\S+)/, signedUp);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      now += 6 * MINUTE;
      const wrong = await signIn(email, `guess-${attempt}`);
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(401);
    }

    const early = await signIn(email, PASSWORD);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('300');
    expect(early.json().detail).toBe(TOO_MANY);
    expect(early.cookies).toHaveLength(0);

    // An e-mailed link signs the owner in meanwhile.
    const sent = await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/' });
    expect(sent.statusCode, sent.body).toBe(200);
    const opened = await openMailedLink(email, /(https?:\/\/\S+\/magic-link\/verify\S+)/);
    const cookie = opened.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const user = await test.app.inject({ url: '/api/auth-user', headers: { cookie } });
    expect(authUserSchema.parse(user.json()).email).toBe(email);

    now += 299_000;
    expect((await signIn(email, PASSWORD)).headers['retry-after']).toBe('1');
    now += 1000;
    const signedIn = await signIn(email, PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // Signing in wipes the slate: the owner's next typo is answered at once.
    expect((await signIn(email, 'typo')).statusCode).toBe(401);
  });

  it('lets one guess through when many arrive at the same moment', async () => {
    const { email } = await signUp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(email, `guess-${attempt}`)).statusCode).toBe(401);
    }
    now += 1000;
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, index) => signIn(email, `burst-${index}`)),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 429, 429, 429, 429]);
  });

  it('slows one address that guesses at many accounts, not the others', async () => {
    const { email: owner } = await signUp();
    now += 2 * 60 * MINUTE;
    const guesser = newAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(uniqueEmail(), PASSWORD, guesser)).statusCode).toBe(401);
    }
    const held = await signIn(uniqueEmail(), PASSWORD, guesser);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    now += 1000;
    expect((await signIn(uniqueEmail(), PASSWORD, guesser)).statusCode).toBe(401);
    expect((await signIn(uniqueEmail(), PASSWORD, guesser)).headers['retry-after']).toBe('2');

    expect((await signIn(owner, PASSWORD)).statusCode).toBe(200);
  });
});
