import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appDatabases } from '../testing/app-databases';
import { cheapPasswordHashing } from '../testing/cheap-password-hashing';
import { startTestApp, type TestApp } from '../testing/test-app';

const PASSWORD = 'secret-6';

describe.each(appDatabases())('sign-up and account discovery on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp(db.env);
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  let next = 1;
  const newAddress = () => `10.7.0.${next++}`;
  const uniqueEmail = () => `shopper-${next++}@example.com`;
  const post = (url: string, payload: unknown, address = newAddress()) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      remoteAddress: address,
      headers: { 'content-type': 'application/json', origin: test.services.config.publicBaseUrl },
    });
  const signUp = (email: string, address?: string) =>
    post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Ada' }, address);

  /** How many times the password hash ran (a hash or a check) while `act` ran. */
  const passwordWork = async (act: () => Promise<unknown>) => {
    const hash = vi.spyOn(cheapPasswordHashing, 'hash');
    const verify = vi.spyOn(cheapPasswordHashing, 'verify');
    await act();
    const work = hash.mock.calls.length + verify.mock.calls.length;
    vi.restoreAllMocks();
    return work;
  };

  it('does the same password work on sign-up and sign-in whether or not the account exists', async () => {
    const email = uniqueEmail();
    let fresh: Awaited<ReturnType<typeof signUp>> | undefined;
    let taken: Awaited<ReturnType<typeof signUp>> | undefined;
    const freshWork = await passwordWork(async () => {
      fresh = await signUp(email);
    });
    const takenWork = await passwordWork(async () => {
      taken = await signUp(email);
    });
    expect(fresh?.statusCode).toBe(200);
    // SPEC §8's answer for a taken e-mail is kept; only its timing changes.
    expect(taken?.statusCode).toBe(422);
    expect(taken?.json().code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    expect(freshWork).toBe(1);
    expect(takenWork).toBe(freshWork);

    // A sign-in does one hash either way too (better-auth hashes a stand-in for an unknown e-mail).
    const known = await passwordWork(() =>
      post('/api/auth/sign-in/email', { email, password: 'wrong-one' }),
    );
    const unknown = await passwordWork(() =>
      post('/api/auth/sign-in/email', { email: uniqueEmail(), password: 'wrong-one' }),
    );
    expect(known).toBe(1);
    expect(unknown).toBe(known);
  });

  it('opens at most 5 accounts an hour from one address', async () => {
    const address = newAddress();
    for (let account = 0; account < 5; account += 1) {
      expect((await signUp(uniqueEmail(), address)).statusCode).toBe(200);
    }
    // Minutes later, well inside the hour.
    const realNow = Date.now;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 10 * 60_000);
    const sixth = await signUp(uniqueEmail(), address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toBe('Too many failed attempts. Please try again later');
    expect((await signUp(uniqueEmail())).statusCode).toBe(200);
  });
});
