import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('security headers', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('tells a browser to use https only when the store is served over https', async () => {
    expect(
      (await test.app.inject('/healthz')).headers['strict-transport-security'],
    ).toBeUndefined();
    const https = await startTestApp({
      PUBLIC_BASE_URL: 'https://shop.example',
      ALLOW_TEST_PAYMENTS: 'true',
    });
    try {
      const response = await https.app.inject('/healthz');
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await https.close();
    }
  });

  it('lets nobody keep a copy of an order, account or auth answer', async () => {
    const origin = test.services.config.publicBaseUrl;
    const signUp = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json', origin },
      payload: JSON.stringify({ email: 'ada@example.com', password: 'secret-6', name: 'Ada' }),
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const answers = [
      signUp,
      await test.app.inject({ url: '/api/auth/get-session', headers: { cookie } }),
      await test.app.inject({ url: '/api/auth-user', headers: { cookie } }),
      await test.app.inject({ url: '/api/account/orders', headers: { cookie } }),
      await test.app.inject({ url: '/api/orders/no-such-order?token=x' }),
      await test.app.inject({ method: 'POST', url: '/api/orders/create-order', payload: {} }),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control'], answer.body).toBe('no-store');
    }
    // Public answers keep their own caching.
    const styles = await test.app.inject('/api/client-config');
    expect(styles.headers['cache-control']).not.toBe('no-store');
  });
});
