import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../adapters/local/card-processor/test-cards';
import { appDatabases } from '../testing/app-databases';
import { confirmWithCard, intentBody, seedFinishedJob } from '../testing/checkout-fixtures';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';

describe.each(appDatabases())('paying with Stripe’s test cards on %s', (_dialect, database) => {
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

  const payWith = async (number: string) => {
    const created = await guest.post(
      '/api/payment/create-payment-intent',
      intentBody(guest.id, jobId),
    );
    expect(created.statusCode, created.body).toBe(200);
    const intent = created.json() as { paymentIntentId: string; clientSecret: string };
    return { intent, confirmed: await confirmWithCard(test.app, intent, number) };
  };

  it('pays with the Mastercard 5555 5555 5555 4444', async () => {
    const { intent, confirmed } = await payWith('5555555555554444');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', next_action: null });
    const charged = await test.services.cardProcessor.retrieveIntent(intent.paymentIntentId);
    expect(charged?.status).toBe('succeeded');
  });

  it('sends 4000 0027 6000 3184 to the bank’s authentication page', async () => {
    const { confirmed } = await payWith('4000002760003184');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json();
    expect(body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url' },
    });
    const page = await test.app.inject({
      method: 'GET',
      url: body.next_action.redirect_to_url.url,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it.each(
    TEST_CARDS.flatMap(({ number, outcome }) =>
      outcome.kind === 'declined'
        ? [[number, outcome.declineCode ?? outcome.code, outcome] as const]
        : [],
    ),
  )('declines %s with %s and Stripe’s words', async (number, _code, outcome) => {
    const { intent, confirmed } = await payWith(number);
    expect(confirmed.statusCode).toBe(402);
    const { kind: _kind, ...error } = outcome;
    expect(confirmed.json()).toEqual({ error: { type: 'card_error', ...error } });
    const after = await test.services.cardProcessor.retrieveIntent(intent.paymentIntentId);
    expect(after?.status).toBe('requires_payment_method');
  });
});
