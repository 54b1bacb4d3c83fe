import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fixturePhoto } from '@masterpiece-me/test-photos';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStylesResponseSchema } from '../../shared/api/admin';
import { promptStylesResponseSchema } from '../../shared/api/generation';
import { UPLOAD_ERROR_MESSAGES } from '../../shared/upload-errors';
import { appDatabases } from '../testing/app-databases';
import { browserCookies } from '../testing/browser-cookies';
import { waitForMailLink } from '../testing/read-outbox';
import { storeStyleThumbnails } from '../testing/stored-thumbnails';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';
import { runShopOwnerCommand } from '../workflows/shop-owner-command';

const PASSWORD = 'secret-6';
const OWNER = 'Owner@Example.com';
const hopper = { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(appDatabases())('the shop owner’s styles, on %s', (_dialect, database) => {
  let test: TestApp;
  let owner: { cookie: string; id: string };
  let drop: () => Promise<void>;
  let origin: string;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp({
      ...db.env,
      // Spaces and case as an operator might write them.
      SHOP_OWNER_EMAILS: ` ${OWNER.toUpperCase()} , second-owner@example.com`,
      AUTH_SIGN_UPS_PER_HOUR: '100',
    });
    // The styles list is read here for its switches, not its pictures.
    await storeStyleThumbnails(test.services.media);
    origin = test.services.config.publicBaseUrl;
    owner = await account(OWNER);
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  let next = 0;
  const cookieOf = (response: LightMyRequestResponse) =>
    response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const send = (method: 'GET' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: JSON.stringify(payload) }),
      headers: {
        origin,
        ...(payload !== undefined && { 'content-type': 'application/json' }),
        ...(cookie && { cookie }),
      },
    });

  /** A new account, signed in; verified (by opening the e-mail's link) unless told not to. */
  const account = async (email: string, verify = true) => {
    const signedUp = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: JSON.stringify({ email, password: PASSWORD, name: 'Ada' }),
      remoteAddress: `10.2.0.${++next}`,
      headers: { 'content-type': 'application/json', origin },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const cookie = verify ? await verifyEmail(email, cookieOf(signedUp)) : cookieOf(signedUp);
    const session = (await send('GET', '/api/auth/get-session', cookie)).json();
    return { cookie, id: session.user.id as string, token: session.session.token as string };
  };
  /** Opens the e-mail's link in the browser holding `cookie`: its fresh session's cookie. */
  const verifyEmail = async (email: string, cookie: string) => {
    const outbox = join(test.services.dataDir, 'outbox');
    const link = new URL(
      await waitForMailLink(
        outbox,
        email.toLowerCase(),
        /(https?:\/\/\S+\/api\/auth\/verify-email\S+)/,
      ),
    );
    const opened = await send('GET', `${link.pathname}${link.search}`, cookie);
    expect(opened.statusCode).toBe(302);
    return browserCookies(opened);
  };
  const unique = (name: string) => `${name}-${randomUUID()}@example.com`;
  const styleList = async (cookie: string) =>
    adminStylesResponseSchema.parse((await send('GET', '/api/admin/styles', cookie)).json()).styles;
  const auditRows = () =>
    test.services.db.selectFrom('owner_actions').selectAll().orderBy('created_at').execute();

  const OWNER_ROUTES = [
    ['GET', '/api/admin/session', undefined],
    ['GET', '/api/admin/styles', undefined],
    ['PATCH', '/api/admin/styles/caravaggio', { disabled: false }],
  ] as const;

  it.each(OWNER_ROUTES)(
    '%s %s: 401 signed out, 403 for a shopper, 200 for an owner',
    async (method, url, payload) => {
      const nobody = await send(method, url, undefined, payload);
      expect(nobody.statusCode).toBe(401);
      expect(nobody.json()).toMatchObject({ code: 'sign_in_required' });

      const shopper = await account(unique('shopper'));
      const refused = await send(method, url, shopper.cookie, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'owner_only' });

      const allowed = await send(method, url, owner.cookie, payload);
      expect(allowed.statusCode, allowed.body).toBe(200);
    },
  );

  it('answers 401 before reading a body it would refuse', async () => {
    const response = await send('PATCH', '/api/admin/styles/caravaggio', undefined, {
      disabled: 'x',
    });
    expect(response.statusCode).toBe(401);
  });

  it('gives a listed e-mail the owner role only once the account has verified it', async () => {
    const cookie = (await account('second-owner@example.com', false)).cookie;
    expect((await send('GET', '/api/admin/session', cookie)).statusCode).toBe(403);
    const verified = await verifyEmail('second-owner@example.com', cookie);
    const after = await send('GET', '/api/admin/session', verified);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ email: 'second-owner@example.com' });
  });

  it('grants and revokes the role from the command line, logging both', async () => {
    const email = unique('granted');
    const { cookie } = await account(email);
    const deps = {
      db: test.services.db,
      clock: () => new Date(),
      configuredOwners: test.services.config.shopOwnerEmails,
    };
    expect((await send('GET', '/api/admin/styles', cookie)).statusCode).toBe(403);

    const granted = await runShopOwnerCommand(deps, ['grant', email.toUpperCase()]);
    expect(granted).toEqual({
      exitCode: 0,
      message: `${email} is now a shop owner (once the account's e-mail is verified).`,
    });
    expect((await send('GET', '/api/admin/styles', cookie)).statusCode).toBe(200);

    const revoked = await runShopOwnerCommand(deps, ['revoke', email]);
    expect(revoked.exitCode).toBe(0);
    expect((await send('GET', '/api/admin/styles', cookie)).statusCode).toBe(403);

    const logged = (await auditRows()).filter((row) => row.target_id === email);
    expect(logged.map((row) => [row.action, row.actor_email, row.before, row.after])).toEqual([
      ['owner.grant', 'command line', null, JSON.stringify({ email })],
      ['owner.revoke', 'command line', JSON.stringify({ email }), null],
    ]);

    const stillListed = await runShopOwnerCommand(deps, ['revoke', OWNER]);
    expect(stillListed.message).toContain('still a shop owner through SHOP_OWNER_EMAILS');
    expect(await runShopOwnerCommand(deps, ['promote', email])).toMatchObject({ exitCode: 2 });
    expect(await runShopOwnerCommand(deps, ['grant'])).toMatchObject({ exitCode: 2 });
  });

  it('switches a style off: shown disabled, its uploads refused with 422, and the switch logged', async () => {
    const shopper = await account(unique('painter'));
    const upload = (style: string) =>
      test.app.inject({
        method: 'POST',
        url: '/',
        payload: uploadForm(hopper, { style_id: style, user_id: shopper.id }),
        headers: { origin, authorization: `Bearer ${shopper.token}` },
      });

    const switched = await send('PATCH', '/api/admin/styles/fierce_pirate_captain', owner.cookie, {
      disabled: true,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const listed = adminStylesResponseSchema.parse(switched.json()).styles;
    expect(listed.filter((style) => style.disabled).map((style) => style.id)).toEqual([
      'fierce_pirate_captain',
    ]);
    const shown = promptStylesResponseSchema.parse(
      (await send('GET', '/api/prompt-styles')).json(),
    );
    expect(shown.find((style) => style.id === 'fierce_pirate_captain')?.disabled).toBe(true);
    expect(shown.find((style) => style.id === 'caravaggio')?.disabled).toBe(false);

    const refused = await upload('fierce_pirate_captain');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'style_unavailable',
      message: UPLOAD_ERROR_MESSAGES.styleUnavailable,
    });
    const jobs = await test.services.db
      .selectFrom('jobs')
      .select('id')
      .where('user_id', '=', shopper.id)
      .execute();
    expect(jobs).toHaveLength(0);

    // Switching it off again changes nothing and logs nothing.
    await send('PATCH', '/api/admin/styles/fierce_pirate_captain', owner.cookie, {
      disabled: true,
    });
    await send('PATCH', '/api/admin/styles/fierce_pirate_captain', owner.cookie, {
      disabled: false,
    });
    expect((await upload('fierce_pirate_captain')).statusCode).toBe(200);

    const logged = (await auditRows()).filter((row) => row.target_id === 'fierce_pirate_captain');
    expect(
      logged.map((row) => [
        row.action,
        row.actor_account_id,
        row.actor_email,
        row.before,
        row.after,
      ]),
    ).toEqual([
      ['style.disable', owner.id, OWNER.toLowerCase(), '{"disabled":false}', '{"disabled":true}'],
      ['style.enable', owner.id, OWNER.toLowerCase(), '{"disabled":true}', '{"disabled":false}'],
    ]);
  });

  it('refuses a style that does not exist with 400', async () => {
    const response = await send('PATCH', '/api/admin/styles/watercolour', owner.cookie, {
      disabled: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('counts each style’s generations, failures and orders of the last seven days', async () => {
    const now = Date.now();
    const job = async (style: string | null, status: string, ageMs: number) => {
      const id = randomUUID();
      const at = new Date(now - ageMs).toISOString();
      await test.services.db
        .insertInto('jobs')
        .values({
          id,
          owner_key: 'guest:counts',
          user_id: null,
          guest_session_id: 'counts',
          style_id: style,
          custom_prompt: style ? null : 'a knight',
          gender: 'female',
          status,
          error: null,
          original_key: 'o',
          photo_key: 'p',
          client_address: null,
          media_name: null,
          faces: null,
          result: null,
          run_after: at,
          locked_until: null,
          lease_token: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return id;
    };
    const order = async (jobIds: Array<string | null>, ageMs: number) => {
      const id = randomUUID();
      const at = new Date(now - ageMs).toISOString();
      await test.services.db
        .insertInto('orders')
        .values({
          id,
          display_id: id.slice(0, 12),
          payment_intent_id: `pi_${id}`,
          customer_id: null,
          guest_session_id: 'counts',
          access_token: 't',
          email: 'buyer@example.com',
          address: '{}',
          shipping_method_id: 1,
          shipping_cost: 0,
          subtotal: 100,
          tax_amount: 0,
          total_amount: 100,
          currency: 'usd',
          tax_calculation_id: 'tax',
          tax_transaction_id: null,
          status: 'paid',
          partner_order_id: null,
          answer: '{}',
          created_at: at,
          updated_at: at,
        })
        .execute();
      for (const [position, jobId] of jobIds.entries()) {
        await test.services.db
          .insertInto('order_lines')
          .values({
            order_id: id,
            position,
            job_id: jobId,
            product_id: 'p',
            variant_id: 1,
            product_type: 'canvas',
            title: 'Canvas',
            quantity: 1,
            unit_price: 100,
            print_provider_id: 1,
            blueprint_id: 1,
            options: '{}',
            image_url: '',
            fallback: 0,
          })
          .execute();
      }
    };
    const wizard = await job('commanding_wizard', 'completed', DAY_MS);
    const wizard2 = await job('commanding_wizard', 'completed', 2 * DAY_MS);
    await job('commanding_wizard', 'failed', 3 * DAY_MS);
    const old = await job('commanding_wizard', 'completed', 8 * DAY_MS);
    const custom = await job(null, 'completed', DAY_MS);
    const hero = await job('cyberpunk_hero', 'failed', DAY_MS);
    // Two lines of one artwork and one of another: one order. A week-old order is not counted.
    await order([wizard, wizard, wizard2], DAY_MS);
    await order([wizard2, custom, null], DAY_MS);
    await order([old], 8 * DAY_MS);

    const styles = await styleList(owner.cookie);
    expect(styles.find((style) => style.id === 'commanding_wizard')?.last_7_days).toEqual({
      generations: 3,
      failures: 1,
      orders: 2,
    });
    expect(styles.find((style) => style.id === 'cyberpunk_hero')?.last_7_days).toEqual({
      generations: 1,
      failures: 1,
      orders: 0,
    });
    expect(hero).toBeTruthy();
  });
});
