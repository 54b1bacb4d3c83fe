import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { passwordHashing } from './password-hashing';

/**
 * Test apps hash passwords with a cheap stand-in (testing/cheap-password-hashing.ts); this is
 * the one app that runs the store's own scrypt, so a sign-up and sign-in are still proven with it.
 */
describe('passwords hashed as a store hashes them', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({}, { passwordHashing });
  });
  afterAll(async () => {
    await test.close();
  });

  const post = (url: string, payload: unknown) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      remoteAddress: '10.9.0.1',
      headers: { 'content-type': 'application/json', origin: test.services.config.publicBaseUrl },
    });

  it('signs up and in with scrypt, and refuses a wrong password', async () => {
    const email = 'scrypt@example.com';
    const up = await post('/api/auth/sign-up/email', { email, password: 'secret-6', name: 'Ada' });
    expect(up.statusCode).toBe(200);

    const { rows } = await sql<{ password: string }>`
      select password from auth_account where password is not null`.execute(test.services.db);
    // better-auth's scrypt hash is "salt:key" in hex; the test stand-in starts "test-sha256:".
    expect(rows.map((row) => row.password)).toEqual([
      expect.stringMatching(/^[0-9a-f]+:[0-9a-f]+$/),
    ]);

    expect(
      (await post('/api/auth/sign-in/email', { email, password: 'secret-6' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/sign-in/email', { email, password: 'secret-7' })).statusCode,
    ).toBe(401);
  });
});
