import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCustomerSchema } from '../../shared/api/admin-customers';
import { adminOrderDetailSchema } from '../../shared/api/admin-orders';
import { createShopOwnersRepository } from '../db/shop-owners-repository';
import { appDatabases } from '../testing/app-databases';
import { browserCookies } from '../testing/browser-cookies';
import { type Method, OWNER_PASSWORD, ownerOrdersKit } from '../testing/owner-orders-kit';
import { startTestApp, type TestApp } from '../testing/test-app';
import { sendDailySummaries } from '../workflows/send-daily-summary';
import { shopOwnerEmails } from '../workflows/shop-owner-emails';
import { applyPartnerUpdate } from '../workflows/track-fulfilment';

const OWNER = 'owner@example.com';
/** An owner granted from the command line, beside the one SHOP_OWNER_EMAILS names. */
const SECOND = 'second-owner@example.com';

describe.each(appDatabases({ postgres: true }))(
  'notes, customers and what owners are told, on %s',
  (_dialect, database) => {
    let test: TestApp;
    let kit: ReturnType<typeof ownerOrdersKit>;
    let drop: () => Promise<void>;
    let owner: string;
    let shopper: string;
    beforeAll(async () => {
      const db = await database();
      drop = db.drop;
      test = await startTestApp(
        { ...db.env, SHOP_OWNER_EMAILS: OWNER, AUTH_SIGN_UPS_PER_HOUR: '100' },
        { printMaster: async ({ artwork }) => artwork },
      );
      await createShopOwnersRepository(test.services.db).grant(SECOND, new Date());
      kit = ownerOrdersKit(test);
      owner = await kit.account(OWNER);
      shopper = await kit.account(`shopper-${randomUUID()}@example.com`);
    });
    afterAll(async () => {
      await test.close();
      await drop();
    });

    const send = (method: Method, url: string, cookie?: string, payload?: unknown) =>
      kit.send(method, url, cookie, payload);
    const addNote = (id: string, note: unknown, cookie: string | undefined = owner) =>
      send('POST', `/api/admin/orders/${id}/notes`, cookie, { note });
    const notePath = (id: string) => `/api/admin/orders/${id}/notes`;
    /** The outbox's e-mails whose file name starts with `prefix` and whose text has `words`. */
    const mails = async (prefix: string, words: string) => {
      const names = (await readdir(kit.outbox)).filter((name) => name.startsWith(prefix));
      const texts = await Promise.all(
        names.map((name) => readFile(join(kit.outbox, name), 'utf8')),
      );
      // As a mail client reads it: quoted-printable's soft breaks and escapes undone.
      return texts
        .map((text) =>
          text
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
        )
        .filter((text) => text.includes(words));
    };
    const attentionMails = (displayId: string) =>
      mails('owners-attention-', `Subject: Order ${displayId} needs attention`);

    it('keeps a note on the order’s timeline with its author, and refuses an empty one', async () => {
      const order = await kit.paidOrder();
      const added = await addNote(order.id, '  Called Grace:\nthe canvas is a gift.  ');
      expect(added.statusCode, added.body).toBe(200);
      const answered = adminOrderDetailSchema.parse(added.json());
      const note = answered.timeline.find((entry) => entry.kind === 'order.note');
      expect(note).toMatchObject({
        summary: 'Note: Called Grace:\nthe canvas is a gift.',
        actor: OWNER,
      });
      // Read again, the note is still there, after the order's first step.
      const timeline = (await kit.detail(owner, order.id)).timeline;
      expect(timeline.map((entry) => entry.kind)).toEqual(['paid', 'order.note']);

      for (const refused of ['   ', '', 'x'.repeat(2001), 'bell\u0007']) {
        const response = await addNote(order.id, refused);
        expect(response.statusCode, JSON.stringify(refused)).toBe(400);
      }
      expect((await addNote(order.id, 'x'.repeat(2000))).statusCode).toBe(200);
      const missing = await addNote(`order-${randomUUID()}`, 'Hello');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'order_not_found' });
    });

    it('lets nobody but an owner add a note or read a customer', async () => {
      const order = await kit.paidOrder();
      const customer = `/api/admin/customers/${encodeURIComponent(order.email)}`;
      for (const [cookie, status, code] of [
        [undefined, 401, 'sign_in_required'],
        [shopper, 403, 'owner_only'],
      ] as const) {
        const note = await send('POST', notePath(order.id), cookie, { note: 'Not mine' });
        expect(note.statusCode).toBe(status);
        expect(note.json()).toMatchObject({ code });
        const read = await send('GET', customer, cookie);
        expect(read.statusCode).toBe(status);
        expect(read.json()).toMatchObject({ code });
      }
      const timeline = (await kit.detail(owner, order.id)).timeline;
      expect(timeline.some((entry) => entry.kind === 'order.note')).toBe(false);
    });

    it('shows a customer’s orders and totals that equal their sums, whatever the case', async () => {
      const tag = randomUUID().slice(0, 8);
      const spellings = [
        `Ada-${tag}@Example.com`,
        `ada-${tag}@example.com`,
        `ADA-${tag}@EXAMPLE.COM`,
      ];
      const orders = [];
      for (const email of spellings) orders.push(await kit.paidOrder({ email }));
      await kit.paidOrder({ email: `someone-else-${tag}@example.com` });
      const refunded = await send('POST', `/api/admin/orders/${orders[1]?.id}/refund`, owner, {
        amount: 1000,
      });
      expect(refunded.statusCode, refunded.body).toBe(200);

      for (const spelling of [spellings[0], `aDa-${tag}@example.COM`]) {
        const response = await send(
          'GET',
          `/api/admin/customers/${encodeURIComponent(spelling ?? '')}`,
          owner,
        );
        expect(response.statusCode, response.body).toBe(200);
        const customer = adminCustomerSchema.parse(response.json());
        const stored = await Promise.all(
          orders.map(async (order) => test.services.orders.findById(order.id)),
        );
        const paid = stored.reduce((sum, order) => sum + (order?.totalAmount ?? 0), 0);
        const back = stored.reduce((sum, order) => sum + (order?.amountRefunded ?? 0), 0);
        expect(customer.order_count).toBe(3);
        expect(customer.total_spent).toBe(paid - back);
        expect(customer.total_spent).toBe(3 * 7278 - 1000);
        expect(customer.total_refunded).toBe(1000);
        expect(customer.orders.map((order) => order.id)).toEqual(
          orders.map((order) => order.id).reverse(),
        );
        expect(customer.orders[1]).toMatchObject({
          display_id: orders[1]?.displayId,
          total_amount: 7278,
          amount_refunded: 1000,
          payment_status: 'partially_refunded',
        });
        expect(customer.first_order_at).toBe(orders[0]?.createdAt.toISOString());
        expect(customer.last_order_at).toBe(orders[2]?.createdAt.toISOString());
      }

      const nobody = await send('GET', `/api/admin/customers/nobody-${tag}%40example.com`, owner);
      expect(adminCustomerSchema.parse(nobody.json())).toMatchObject({
        order_count: 0,
        total_spent: 0,
        orders: [],
        first_order_at: null,
      });
      const notAnEmail = await send('GET', '/api/admin/customers/not-an-email', owner);
      expect(notAnEmail.statusCode).toBe(400);
    });

    it('e-mails every owner once when the print partner refuses an order, with why and a link', async () => {
      const base = await kit.paidOrder();
      const order = await kit.paidOrder({
        lines: base.lines.map((line) => ({ ...line, variantId: 99999 })),
      });
      await kit.drainOutbox();
      expect((await test.services.orders.findById(order.id))?.status).toBe('needs_attention');
      const sent = await attentionMails(order.displayId);
      expect(sent).toHaveLength(2);
      const link = `${kit.origin}/admin/orders/${order.id}`;
      for (const to of [OWNER, SECOND]) {
        const mail = sent.find((text) => text.includes(`To: ${to}`));
        expect(mail).toBeDefined();
        expect(mail).toContain('99999');
        expect(mail).toContain(link);
      }
      await kit.drainOutbox();
      expect(await attentionMails(order.displayId)).toHaveLength(2);
    });

    it('tells the owners each time an order comes to need attention, and a replay nothing more', async () => {
      const placed = await kit.paidOrder();
      await kit.drainOutbox();
      const issues = { partnerStatus: 'has-issues' };
      const stop = async () => {
        const order = await test.services.orders.findById(placed.id);
        if (!order) throw new Error('order vanished');
        await applyPartnerUpdate(test.services, order, issues);
        await kit.drainOutbox();
      };
      await stop();
      expect((await test.services.orders.findById(placed.id))?.status).toBe('needs_attention');
      expect(await attentionMails(placed.displayId)).toHaveLength(2);
      // The same word again (a webhook's replay, a poll): the order is already stopped.
      await stop();
      expect(await attentionMails(placed.displayId)).toHaveLength(2);

      // Sent on again, and stopped a second time: a second e-mail to each owner.
      await test.services.orders.moveStatus(
        { orderId: placed.id, from: 'needs_attention', to: 'submitted' },
        new Date(),
      );
      await stop();
      const sent = await attentionMails(placed.displayId);
      expect(sent).toHaveLength(4);
      expect(sent.filter((text) => text.includes(`To: ${SECOND}`))).toHaveLength(2);
      expect(sent[0]).toContain('has-issues');
      await stop();
      expect(await attentionMails(placed.displayId)).toHaveLength(4);
    });

    it('sends each owner one daily summary a day, however often it is asked', async () => {
      const day = '2025-06-15';
      const orders = [await kit.paidOrder(), await kit.paidOrder()];
      const refund = await send('POST', `/api/admin/orders/${orders[0]?.id}/refund`, owner, {
        amount: 500,
      });
      expect(refund.statusCode, refund.body).toBe(200);
      // Placed and refunded on a day of their own, so the rest of the suite does not count.
      const ids = orders.map((order) => order.id);
      await test.services.db
        .updateTable('orders')
        .set({ created_at: `${day}T10:00:00.000Z` })
        .where('id', 'in', ids)
        .execute();
      await test.services.db
        .updateTable('order_refunds')
        .set({ created_at: `${day}T11:00:00.000Z` })
        .where('order_id', 'in', ids)
        .execute();
      const summarise = (at: string) =>
        sendDailySummaries({
          ...test.services,
          publicBaseUrl: kit.origin,
          ownerEmails: shopOwnerEmails(
            test.services.config.shopOwnerEmails,
            createShopOwnersRepository(test.services.db),
          ),
          timeZone: 'UTC',
          clock: () => new Date(at),
        });
      // Two workers at once, and again later the same day.
      await Promise.all([summarise('2025-06-16T00:05:00Z'), summarise('2025-06-16T00:05:00Z')]);
      await summarise('2025-06-16T18:00:00Z');
      const first = await mails(`owners-daily-${day}-`, 'Subject:');
      expect(first).toHaveLength(2);
      const mail = first.find((text) => text.includes(`To: ${OWNER}`)) ?? '';
      expect(mail).toContain('2 orders for $145.56.');
      expect(mail).toContain('1 refund of $5.00 in all.');
      expect(mail).toContain(`${kit.origin}/admin`);

      await summarise('2025-06-17T00:05:00Z');
      expect(await mails(`owners-daily-${day}-`, 'Subject:')).toHaveLength(2);
      const next = await mails('owners-daily-2025-06-16-', 'Subject:');
      expect(next).toHaveLength(2);
      expect(next[0]).toContain('No orders were placed.');
    });

    it('tells an owner whose address is not verified to verify it, and a shopper only no', async () => {
      const signedUp = await test.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: JSON.stringify({ email: SECOND, password: OWNER_PASSWORD, name: 'Bo' }),
        remoteAddress: '10.3.1.1',
        headers: { 'content-type': 'application/json', origin: kit.origin },
      });
      expect(signedUp.statusCode, signedUp.body).toBe(200);
      const unverified = browserCookies(signedUp);
      const session = await send('GET', '/api/admin/session', unverified);
      expect(session.statusCode).toBe(403);
      expect(session.json()).toMatchObject({ code: 'owner_unverified' });
      expect(session.json().detail).toContain('not verified');
      // Nor does it open any owner route.
      const orders = await send('GET', '/api/admin/orders', unverified);
      expect(orders.json()).toMatchObject({ code: 'owner_unverified' });
      const asShopper = await send('GET', '/api/admin/session', shopper);
      expect(asShopper.json()).toMatchObject({ code: 'owner_only' });
    });
  },
);
