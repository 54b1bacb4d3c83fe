import { fixturePhoto } from '@masterpiece-me/test-photos';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookPayload } from '../adapters/webhook-signature';
import { appDatabases } from '../testing/app-databases';
import { intentBody, orderBody, seedFinishedJob } from '../testing/checkout-fixtures';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { rowCount } from '../testing/row-counts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';
import { FOREIGN_ORIGIN } from './origin-check';
import { addressIn, LINES } from './shipping-test-data';

const SECRET = 'whsec_origin_check';
const EVIL = 'https://evil.example';
const hopper = { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' };

describe.each(appDatabases())('the origin of a cookie-carrying POST, on %s', (_d, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  let origin: string;
  let cookie: string;
  let jobId: string;
  let guest: TestGuest;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp({ ...db.env, STRIPE_WEBHOOK_SECRET: SECRET });
    origin = test.services.config.publicBaseUrl;
    guest = await startGuest(test.app);
    jobId = await seedFinishedJob(test.services, { guest_session_id: guest.id });
    const signedUp = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: `origin-${Date.now()}@example.com`, password: 'secret-6', name: 'Ada' },
      headers: { origin },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    cookie = signedUp.cookies
      .map((c: { name: string; value: string }) => `${c.name}=${c.value}`)
      .join('; ');
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  let next = 0;
  const nextAddress = () => `10.40.${Math.floor(++next / 250)}.${next % 250}`;
  const jobCount = () => rowCount(test.services.db, 'jobs');
  const upload = (headers: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url: '/',
      remoteAddress: nextAddress(),
      payload: uploadForm(hopper, { guest_session_id: guest.id }),
      headers,
    });
  const expectRefused = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ detail: FOREIGN_ORIGIN, error: 'foreign_origin' });
  };

  it.each([
    ['a foreign Origin', { origin: EVIL }],
    ['a foreign Referer and no Origin', { referer: `${EVIL}/upload.html` }],
    ['Origin null from a sandboxed frame', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['neither Origin nor Referer', {}],
  ])('refuses an upload with cookies and %s, before any work', async (_label, headers) => {
    const before = await jobCount();
    expectRefused(await upload({ cookie: `${cookie}; ${guest.cookie}`, ...headers }));
    expect(await jobCount()).toBe(before);
  });

  it.each([
    ['from the store’s own origin', () => ({ cookie: guest.cookie, origin })],
    [
      'from a same-origin page that sends Origin null',
      () => ({ cookie: guest.cookie, origin: 'null', 'sec-fetch-site': 'same-origin' }),
    ],
  ])('takes an upload %s as before', async (_label, headers) => {
    const response = await upload(headers());
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets a request without cookies past the origin check: only the guest proof stops it', async () => {
    const response = await upload({ origin: EVIL });
    expect(response.statusCode, response.body).toBe(401);
  });

  const JSON_POSTS: [string, () => object][] = [
    [
      '/api/printify/orders/shipping-methods',
      () => ({ address_to: addressIn('NY'), line_items: [LINES.whiteMug] }),
    ],
    ['/api/stripe/products/calculate-tax', () => ({})],
    ['/api/payment/create-payment-intent', () => intentBody(guest.id, jobId)],
    ['/api/orders/create-order', () => orderBody(guest.id, 'pi_unknown', jobId)],
    ['/api/account/claim-guest-session', () => ({ guest_session_id: 'guest-1' })],
    ['/api/auth/update-user', () => ({ name: 'Mallory' })],
    ['/api/auth/sign-out', () => ({})],
  ];
  it.each(JSON_POSTS)('refuses %s with cookies from a foreign origin', async (url, body) => {
    const response = await test.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextAddress(),
      payload: body(),
      headers: { cookie, origin: EVIL },
    });
    expectRefused(response);
  });

  it('still signs in the same account afterwards: the refused sign-out did nothing', async () => {
    const user = await test.app.inject({
      method: 'GET',
      url: '/api/auth-user',
      headers: { cookie },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json().displayName).toBe('Ada');
  });

  it('still takes the processor’s signed webhooks, which carry no cookies', async () => {
    const event = JSON.stringify({
      id: `evt_origin_${Date.now()}`,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'ch_1' } },
    });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: event,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(event, SECRET),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
