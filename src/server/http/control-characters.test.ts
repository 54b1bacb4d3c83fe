import { fixturePhoto } from '@masterpiece-me/test-photos';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabases } from '../testing/app-databases';
import { seedFinishedJob } from '../testing/checkout-fixtures';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { rowCounts } from '../testing/row-counts';
import { startTestApp, type TestApp } from '../testing/test-app';
import {
  type Body,
  jsonTextFieldCases,
  type Path,
  UPLOAD_TEXT_FIELDS,
  withText,
} from '../testing/text-field-cases';
import { uploadForm } from '../testing/upload-form';

/** A copy of `body` with a NUL in the middle of the text at `path`. */
function withNul(body: Body, path: Path): Body {
  return withText(body, path, (value) => {
    const middle = Math.ceil(value.length / 2);
    return `${value.slice(0, middle)}\u0000${value.slice(middle)}`;
  });
}

/** An options map whose key, rather than its value, carries the NUL. */
function withNulKey(body: Body): Body {
  const copy = structuredClone(body) as { items: { options: Record<string, string> }[] };
  const item = copy.items[0];
  if (item) item.options = { 'co\u0000lor': 'Black' };
  return copy as Body;
}

const TABLES = ['jobs', 'tax_calculations', 'checkouts', 'orders', 'local_payment_intents'];
const AUTH_TABLES = ['auth_user', 'auth_session', 'auth_account'];

describe.each(appDatabases({ postgres: true }))(
  'a control character in any text field, on %s',
  (_d, database) => {
    let test: TestApp;
    let drop: () => Promise<void>;
    let origin: string;
    let jobId: string;
    let guest: TestGuest;
    let account: { cookie: string; name: string };
    beforeAll(async () => {
      const db = await database();
      drop = db.drop;
      test = await startTestApp(db.env);
      origin = test.services.config.publicBaseUrl;
      guest = await startGuest(test.app);
      jobId = await seedFinishedJob(test.services, { guest_session_id: guest.id });
      const signedUp = await postJson('/api/auth/sign-up/email', signUpBody('owner'));
      expect(signedUp.statusCode, signedUp.body).toBe(200);
      account = { cookie: cookieOf(signedUp), name: 'Ada Lovelace' };
    });
    afterAll(async () => {
      await test.close();
      await drop();
    });

    // Every request from its own address, so no rate limit answers before the body is read.
    let next = 0;
    const nextAddress = () => `10.9.${Math.floor(++next / 250)}.${next % 250}`;
    const cookieOf = (response: LightMyRequestResponse) =>
      response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const signUpBody = (who: string) => ({
      email: `${who}-${Date.now()}-${next}@example.com`,
      password: 'secret-6',
      name: 'Ada Lovelace',
    });
    function postJson(url: string, payload: unknown, headers: Record<string, string> = {}) {
      return test.app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(payload),
        remoteAddress: nextAddress(),
        headers: { 'content-type': 'application/json', origin, cookie: guest.cookie, ...headers },
      });
    }

    const JSON_CASES = jsonTextFieldCases(
      () => jobId,
      () => guest.id,
    );
    const bodyOf = (url: string) => () =>
      (JSON_CASES.find((testCase) => testCase[1] === url)?.[2] ?? (() => ({})))();
    const shippingBody = bodyOf('/api/printify/orders/shipping-methods');
    const intent = bodyOf('/api/payment/create-payment-intent');
    const order = bodyOf('/api/orders/create-order');

    const jsonCases = JSON_CASES.flatMap(([label, url, body, paths]) =>
      paths.map(
        (path) => [`${label}: ${path.join('.')}`, url, () => withNul(body(), path)] as const,
      ),
    );
    jsonCases.push([
      'create-order: an options key',
      '/api/orders/create-order',
      () => withNulKey(order()),
    ]);

    it.each(JSON_CASES)(
      'the %s body as it is, with no NUL, is not refused',
      async (_l, url, body) => {
        const response = await postJson(url, body());
        expect(response.statusCode, response.body).not.toBe(400);
      },
    );

    it.each(jsonCases)('%s is refused with 400 and writes nothing', async (_label, url, body) => {
      const before = await rowCounts(test.services.db, TABLES);
      const response = await postJson(url, body());
      expect(response.statusCode, response.body).toBe(400);
      expect(await rowCounts(test.services.db, TABLES)).toEqual(before);
    });

    it.each(['prompt', 'custom_prompt', 'guest_session_id', 'user_id', 'gender', 'style_id'])(
      'upload field %s is refused with 400 and queues nothing',
      async (field) => {
        const fields = UPLOAD_TEXT_FIELDS;
        const before = await rowCounts(test.services.db, TABLES);
        const photo = { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'p.jpg' };
        const response = await test.app.inject({
          method: 'POST',
          url: '/',
          remoteAddress: nextAddress(),
          payload: uploadForm(photo, withNul(fields, [field]) as Record<string, string>),
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(await rowCounts(test.services.db, TABLES)).toEqual(before);
      },
    );

    it.each(['name', 'email', 'password'])(
      'sign-up %s is refused with 400 and makes no account',
      async (field) => {
        const before = await rowCounts(test.services.db, AUTH_TABLES);
        const response = await postJson(
          '/api/auth/sign-up/email',
          withNul(signUpBody('nul'), [field]),
        );
        expect(response.statusCode, response.body).toBe(400);
        expect(await rowCounts(test.services.db, AUTH_TABLES)).toEqual(before);
      },
    );

    it.each(['name', 'image'])(
      'a profile update of %s is refused with 400 and changes nothing',
      async (field) => {
        const body = withNul({ name: account.name, image: 'https://example.com/me.png' }, [field]);
        const response = await postJson('/api/auth/update-user', body, { cookie: account.cookie });
        expect(response.statusCode, response.body).toBe(400);
        const user = await test.app.inject({
          method: 'GET',
          url: '/api/auth-user',
          headers: { cookie: account.cookie },
        });
        expect(user.json()).toMatchObject({ displayName: account.name, photoURL: null });
      },
    );

    it('a guest session claimed with a NUL in its id is refused with 400', async () => {
      const response = await postJson(
        '/api/account/claim-guest-session',
        { guest_session_id: 'guest\u0000one' },
        { cookie: account.cookie },
      );
      expect(response.statusCode, response.body).toBe(400);
    });

    const CONFIRMATION_PATHS = [
      ['billing_details', 'name'],
      ['billing_details', 'email'],
      ['card', 'postal_code'],
      ['return_url'],
    ].map((path) => [path.join('.'), path] as const);
    it.each(CONFIRMATION_PATHS)(
      'a card confirmation with a NUL in %s is refused with 400, charging nothing',
      async (_label, path) => {
        const created = await postJson('/api/payment/create-payment-intent', intent());
        expect(created.statusCode, created.body).toBe(200);
        const { paymentIntentId, clientSecret } = created.json();
        const confirmation = {
          client_secret: clientSecret,
          card: {
            number: '4242424242424242',
            exp_month: 12,
            exp_year: 2030,
            cvc: '123',
            postal_code: '10118',
          },
          billing_details: { name: 'Grace Hopper', email: 'grace@example.com' },
          return_url: '/checkout',
        };
        const response = await postJson(
          `/local-card-processor/v1/payment_intents/${paymentIntentId}/confirm`,
          withNul(confirmation, path),
        );
        expect(response.statusCode, response.body).toBe(400);
        const charged = await test.services.cardProcessor.retrieveIntent(paymentIntentId);
        expect(charged?.status).not.toBe('succeeded');
      },
    );

    it.each(['/api/orders/ord%00er?token=t', '/api/orders/order?token=to%00ken'])(
      'an order link with a NUL, %s, finds no order rather than failing',
      async (url) => {
        const response = await test.app.inject({ method: 'GET', url });
        expect(response.statusCode, response.body).toBe(404);
      },
    );

    it('tab and newline are text, not control characters', async () => {
      const body = shippingBody() as { address_to: Record<string, string> };
      body.address_to.address2 = 'Floor 5\tSuite 2\r\nBack door';
      const response = await postJson('/api/printify/orders/shipping-methods', body);
      expect(response.statusCode, response.body).toBe(200);
    });
  },
);
