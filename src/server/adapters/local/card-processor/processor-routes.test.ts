import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabases } from '../../../testing/app-databases';
import {
  confirmWithCard,
  intentBody,
  seedFinishedJob,
  TEST_CARD,
} from '../../../testing/checkout-fixtures';
import { startGuest, type TestGuest } from '../../../testing/guest-session';
import { startTestApp, type TestApp } from '../../../testing/test-app';

/** Every way an audit found to spell "somewhere else" in a return URL. */
const ELSEWHERE = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/checkout',
  'http://localhost:3000.evil.example/checkout',
  'http://shopper@evil.example/checkout',
  '/%2F%2Fevil.example',
  '/checkout/%2e%2e/%2e%2e//evil.example',
  '/checkout/..//evil.example',
  '/checkout/../../x',
  '/account',
  'javascript:alert(document.cookie)',
  'java\tscript:alert(1)',
  '/\t/evil.example',
  '/checkout\n//evil.example',
  '/\r\n/evil.example',
];

describe.each(appDatabases())('the local card authentication page on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  let jobId: string;
  let guest: TestGuest;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp(db.env);
    guest = await startGuest(test.app);
    jobId = await seedFinishedJob(test.services, { guest_session_id: guest.id });
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  const newIntent = async () => {
    const response = await guest.post(
      '/api/payment/create-payment-intent',
      intentBody(guest.id, jobId),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { clientSecret: string; paymentIntentId: string };
  };
  const confirm = (intent: { paymentIntentId: string; clientSecret: string }, returnUrl: string) =>
    test.app.inject({
      method: 'POST',
      url: `/local-card-processor/v1/payment_intents/${intent.paymentIntentId}/confirm`,
      payload: {
        client_secret: intent.clientSecret,
        card: { number: TEST_CARD.needsAuthentication, exp_month: 12, exp_year: 2030, cvc: '123' },
        return_url: returnUrl,
      },
    });
  const answer = (intent: { paymentIntentId: string; clientSecret: string }, returnUrl: string) =>
    test.app.inject({
      method: 'POST',
      url: `/local-card-processor/challenge/${intent.paymentIntentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_secret: intent.clientSecret,
        return_url: returnUrl,
        outcome: 'complete',
      }).toString(),
    });
  const origin = () => test.services.config.publicBaseUrl;

  it('returns the shopper to the store’s own checkout, at an address it wrote itself', async () => {
    const intent = await newIntent();
    const confirmed = await confirm(intent, '/checkout?step=payment');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const page = confirmed.json().next_action.redirect_to_url.url as string;
    const opened = await test.app.inject({ method: 'GET', url: page });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(`value="${origin()}/checkout?step=payment"`);

    const done = await answer(intent, new URL(page, origin()).searchParams.get('return_url') ?? '');
    expect(done.statusCode, done.body).toBe(303);
    const location = new URL(done.headers.location as string);
    expect(location.origin).toBe(origin());
    expect(location.pathname).toBe('/checkout');
    expect(location.searchParams.get('step')).toBe('payment');
    expect(location.searchParams.get('payment_intent')).toBe(intent.paymentIntentId);
    expect(location.searchParams.get('redirect_status')).toBe('succeeded');
  });

  it('returns a shopper who opened the store at 127.0.0.1 to the same address', async () => {
    const twin = new URL(origin());
    twin.hostname = '127.0.0.1';
    const intent = await newIntent();
    const confirmed = await confirm(intent, `${twin.origin}/checkout`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const done = await answer(intent, `${twin.origin}/checkout`);
    expect(new URL(done.headers.location as string).origin).toBe(twin.origin);
  });

  it('refuses a card confirmation that would return anywhere else', async () => {
    const intent = await newIntent();
    for (const returnUrl of ELSEWHERE) {
      const response = await confirm(intent, returnUrl);
      expect(response.statusCode, returnUrl).toBe(400);
      expect(response.json().error.message, returnUrl).toBe(
        'The return_url must lead back to this store.',
      );
    }
    // Nothing was charged: the same intent still takes a good confirmation.
    expect((await confirm(intent, `${origin()}/checkout`)).statusCode).toBe(200);
  });

  it('never redirects the secret anywhere else from the authentication page', async () => {
    const intent = await newIntent();
    expect(
      (await confirmWithCard(test.app, intent, TEST_CARD.needsAuthentication)).statusCode,
    ).toBe(200);
    for (const returnUrl of ELSEWHERE) {
      const query = new URLSearchParams({
        client_secret: intent.clientSecret,
        return_url: returnUrl,
      });
      const page = await test.app.inject({
        method: 'GET',
        url: `/local-card-processor/challenge/${intent.paymentIntentId}?${query}`,
      });
      expect(page.statusCode, returnUrl).toBe(404);
      const response = await answer(intent, returnUrl);
      expect(response.statusCode, returnUrl).toBe(400);
      expect(response.headers.location, returnUrl).toBeUndefined();
    }
    const intentNow = await test.services.cardProcessor.retrieveIntent(intent.paymentIntentId);
    expect(intentNow?.status).toBe('requires_action');
  });
});
