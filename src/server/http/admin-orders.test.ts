import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderDetailSchema,
  adminOrdersResponseSchema,
  type RefundRequest,
} from '../../shared/api/admin-orders';
import type { OrderStatus } from '../../shared/api/orders';
import type { OrderRecord } from '../domain/orders/order-record';
import { appDatabases } from '../testing/app-databases';
import { paidCanvasOrder } from '../testing/order-fixture';
import { type Method, ownerOrdersKit } from '../testing/owner-orders-kit';
import { startTestApp, type TestApp } from '../testing/test-app';

const OWNER = 'owner@example.com';

describe.each(appDatabases({ postgres: true }))(
  'the owner’s orders, on %s',
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
        // The route is what is tested here, not the master (print-masters.test.ts).
        { printMaster: async ({ artwork }) => artwork },
      );
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
    const paidOrder = (change: Partial<OrderRecord> = {}) => kit.paidOrder(change);
    const detail = (id: string) => kit.detail(owner, id);
    const drainOutbox = () => kit.drainOutbox();
    const refund = (id: string, payload: RefundRequest = {}) =>
      send('POST', `/api/admin/orders/${id}/refund`, owner, payload);
    const mailsTo = async (prefix: string) =>
      (await readdir(kit.outbox)).filter((name) => name.startsWith(prefix));

    const OWNER_ROUTES: [Method, string, unknown][] = [
      ['GET', '/api/admin/orders', undefined],
      ['GET', '/api/admin/orders/ORDER', undefined],
      ['POST', '/api/admin/orders/ORDER/refund', { amount: 100 }],
      ['POST', '/api/admin/orders/ORDER/resubmit', undefined],
      ['POST', '/api/admin/orders/ORDER/cancel', undefined],
      ['POST', '/api/admin/orders/ORDER/resend-confirmation', undefined],
      ['GET', '/api/admin/orders/ORDER/lines/0/print-file', undefined],
    ];

    it.each(OWNER_ROUTES)('%s %s: 401 signed out, 403 for a shopper', async (method, url, body) => {
      const order = await paidOrder();
      const path = url.replace('ORDER', order.id);
      const nobody = await send(method, path, undefined, body);
      expect(nobody.statusCode).toBe(401);
      expect(nobody.json()).toMatchObject({ code: 'sign_in_required' });
      const refused = await send(method, path, shopper, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'owner_only' });
      // Nothing happened to the order.
      const after = await test.services.orders.findById(order.id);
      expect(after?.amountRefunded).toBe(0);
      expect(after?.status).toBe('paid');
    });

    it('lists newest first, filters by status, finds by number or e-mail, and pages', async () => {
      const tag = randomUUID().slice(0, 8);
      const orders: OrderRecord[] = [];
      for (let i = 0; i < 23; i++) {
        orders.push(await paidOrder({ email: `list-${tag}-${i}@example.com` }));
      }
      const list = async (query: string) => {
        const response = await send('GET', `/api/admin/orders?${query}`, owner);
        expect(response.statusCode, response.body).toBe(200);
        return adminOrdersResponseSchema.parse(response.json());
      };
      const first = await list(`q=list-${tag}`);
      expect(first.orders).toHaveLength(20);
      expect(first.orders[0]?.id).toBe(orders[22]?.id);
      expect(first.counts.paid).toBe(23);
      const second = await list(`q=list-${tag}&cursor=${first.next_cursor}`);
      expect(second.orders.map((order) => order.id)).toEqual(
        orders
          .slice(0, 3)
          .map((order) => order.id)
          .reverse(),
      );
      expect(second.next_cursor).toBeNull();

      const wanted = orders[5] as OrderRecord;
      const byNumber = await list(`q=${wanted.displayId.toLowerCase()}`);
      expect(byNumber.orders.map((order) => order.id)).toEqual([wanted.id]);
      expect(byNumber.orders[0]).toMatchObject({
        display_id: wanted.displayId,
        email: wanted.email,
        total_amount: 7278,
        status: 'paid',
      });

      await test.services.orders.moveStatus(
        { orderId: wanted.id, from: 'paid', to: 'cancelled' },
        new Date(),
      );
      const cancelled = await list(`status=cancelled&q=list-${tag}`);
      expect(cancelled.orders.map((order) => order.id)).toEqual([wanted.id]);
      expect(cancelled.counts).toMatchObject({ paid: 22, cancelled: 1 });
    });

    it('refuses with 400 a page cursor it did not make, a NUL inside one included', async () => {
      await paidOrder();
      const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const cursors = [
        cursorOf(['2026-01-01T00:00:00.000Z', 'order-\u0000']),
        cursorOf(['2026-01-01T00:00:00.000Z\u0000', 'order-1']),
        cursorOf(['yesterday', 'order-1']),
        cursorOf({ created_at: '2026-01-01T00:00:00.000Z' }),
        'not-a-cursor',
      ];
      for (const cursor of cursors) {
        const response = await send('GET', `/api/admin/orders?cursor=${cursor}`, owner);
        expect(response.statusCode, `${cursor}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalid_request' });
      }
    });

    it('shows one order: lines, address, totals, card, partner and timeline', async () => {
      const order = await paidOrder();
      const shown = await detail(order.id);
      expect(shown).toMatchObject({
        display_id: order.displayId,
        status: 'paid',
        total_amount: 7278,
        amount_refunded: 0,
        payment: { card_brand: 'Mastercard', card_last4: '4444', status: 'paid', net: 7278 },
        partner: { order_id: null },
        address: { name: 'Grace Hopper' },
        fulfilment_status: 'paid',
        shipping: { method: 'Standard', price: order.shippingCost, shipment: null },
      });
      expect(shown.lines[0]).toMatchObject({ title: 'Canvas Print', quantity: 1 });
      expect(shown.timeline.map((entry) => entry.kind)).toEqual(['paid']);
      expect((await send('GET', '/api/admin/orders/order-nobody', owner)).statusCode).toBe(404);
    });

    it('tells the account menu who may open the back office', async () => {
      const role = async (cookie?: string) => send('GET', '/api/account/role', cookie);
      expect((await role(owner)).json()).toEqual({ shop_owner: true });
      expect((await role(shopper)).json()).toEqual({ shop_owner: false });
      expect((await role()).statusCode).toBe(401);
    });

    it('shows the artwork of a line made from a shopper’s photo', async () => {
      const jobId = randomUUID();
      await test.services.jobs.insert(
        {
          id: jobId,
          owner_key: 'guest:guest-1',
          gender: 'female',
          original_key: `originals/${jobId}.jpg`,
          photo_key: `photos/${jobId}.jpg`,
        },
        new Date(),
      );
      const artworkUrl = `/media/artworks/${jobId}.jpg`;
      await test.services.jobs.complete(jobId, { products: [], artworkUrl }, new Date());
      const [line] = paidCanvasOrder('any', new Date()).lines;
      const order = await paidOrder({
        lines: [
          {
            ...(line as OrderRecord['lines'][number]),
            jobId,
            productId: `${jobId}-canvas`,
            fallback: false,
          },
        ],
      });
      const shown = await detail(order.id);
      // Shoppers see the marked preview; the owner's page links the file the line was made from.
      const link = `/api/admin/orders/${order.id}/lines/0/artwork`;
      expect(shown.lines[0]?.artwork_url).toBe(link);
      expect((await send('GET', link, owner)).statusCode).toBe(404);
      const image = await sharp({
        create: { width: 1232, height: 1536, channels: 3, background: '#3a6ea5' },
      })
        .jpeg()
        .toBuffer();
      await test.services.media.put(`artworks/${jobId}.jpg`, image, 'image/jpeg');
      const file = await send('GET', link, owner);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(file.rawPayload).metadata()).width).toBe(1232);
      expect((await send('GET', link, shopper)).statusCode).toBe(403);
    });

    it('serves each made line’s print file to the owner, at the print area’s size', async () => {
      // A job as a generation leaves it: the artwork stored, the local partner's products made.
      const jobId = randomUUID();
      const mediaName = `print-${jobId}`;
      const artworkKey = `artworks/${mediaName}.jpg`;
      const image = await sharp({
        create: { width: 1232, height: 1536, channels: 3, background: '#3a6ea5' },
      })
        .jpeg()
        .toBuffer();
      const artwork = {
        image,
        contentType: 'image/jpeg' as const,
        width: 1232,
        height: 1536,
        subject: { x: 0.35, y: 0.2, width: 0.3, height: 0.3 },
      };
      await test.services.media.put(artworkKey, image, 'image/jpeg');
      await test.services.printPartner.createProducts({
        jobId,
        mediaName,
        artwork,
        artworkKey,
        paintedBy: 'local',
        artworkUrl: test.services.media.url(artworkKey),
      });
      const [sample] = paidCanvasOrder('any', new Date()).lines;
      const line = { ...(sample as OrderRecord['lines'][number]), jobId, fallback: false };
      const order = await paidOrder({
        lines: [{ ...line, productId: `${jobId}-canvas` }, sample as OrderRecord['lines'][number]],
      });
      const [made, catalogue] = (await detail(order.id)).lines;
      const url = `/api/admin/orders/${order.id}/lines/0/print-file`;
      expect(made?.print_file_url).toBe(url);
      const file = await send('GET', url, owner);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      // The 8″ x 10″ canvas with its 1.25″ wrap, at 150 dpi.
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height, meta.density]).toEqual([1425, 1725, 150]);
      // The catalogue product's line prints the sample, which the page links as before.
      expect(catalogue?.print_file_url).toBe('/products/sample-artwork.png');
      const none = await send('GET', `/api/admin/orders/${order.id}/lines/1/print-file`, owner);
      expect(none.statusCode).toBe(404);
      expect(
        (await send('GET', `/api/admin/orders/${order.id}/lines/7/print-file`, owner)).statusCode,
      ).toBe(404);
    });

    it('refunds part, then the rest; the order is then refunded and each refund e-mailed once', async () => {
      const order = await paidOrder();
      const part = await refund(order.id, { amount: 1000 });
      expect(part.statusCode, part.body).toBe(200);
      expect(adminOrderDetailSchema.parse(part.json())).toMatchObject({
        status: 'paid',
        amount_refunded: 1000,
      });

      const tooMuch = await refund(order.id, { amount: 7000 });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json()).toMatchObject({ code: 'refund_exceeds_remaining' });

      const rest = await refund(order.id);
      expect(rest.statusCode, rest.body).toBe(200);
      const after = adminOrderDetailSchema.parse(rest.json());
      expect(after).toMatchObject({ status: 'refunded', amount_refunded: 7278 });
      // One line per refund: the owner's, which says the order is now refunded in full.
      expect(after.timeline.map((entry) => entry.kind)).not.toEqual(
        expect.arrayContaining(['refund']),
      );
      expect(after.timeline.map((entry) => entry.summary)).toEqual(
        expect.arrayContaining([
          'Refunded $10.00',
          'Refunded $62.78; the order is now refunded in full',
        ]),
      );
      expect(after.timeline.find((entry) => entry.kind === 'order.refund')?.actor).toBe(OWNER);

      const nothing = await refund(order.id);
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json()).toMatchObject({ code: 'nothing_to_refund' });

      await drainOutbox();
      expect(await mailsTo('refund-refund-')).toEqual(
        expect.arrayContaining([expect.any(String), expect.any(String)]),
      );
      const emailed = (await detail(order.id)).timeline.filter(
        (entry) => entry.kind === 'email_sent' && /refund/i.test(entry.summary),
      );
      expect(emailed).toHaveLength(2);
      const refunds = await test.services.orderRefunds.listForOrder(order.id);
      for (const taken of refunds) expect(await mailsTo(`refund-${taken.id}`)).toHaveLength(1);
    });

    it('reads the parcel’s tracking, and keeps payment and delivery apart through refunds', async () => {
      const order = await paidOrder();
      const shipment = {
        carrier: 'USPS',
        tracking_number: '9400 1000 0000 0000 0000 00',
        tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=94001000000000000000',
      };
      const move = (from: OrderStatus, to: OrderStatus, detail = {}) =>
        test.services.orders.moveStatus({ orderId: order.id, from, to, detail }, new Date());
      await move('paid', 'submitted');
      await move('submitted', 'in_production');
      await move('in_production', 'shipped', { shipment });
      await move('shipped', 'delivered');

      const shipped = await detail(order.id);
      expect(shipped.shipping.shipment).toEqual(shipment);
      expect(shipped.fulfilment_status).toBe('delivered');

      const listed = async () =>
        (await send('GET', `/api/admin/orders?q=${order.displayId}`, owner)).json().orders[0];
      expect((await refund(order.id, { amount: 1000 })).statusCode).toBe(200);
      expect(await listed()).toMatchObject({
        status: 'delivered',
        payment_status: 'partially_refunded',
        amount_refunded: 1000,
      });
      expect((await detail(order.id)).payment).toMatchObject({
        status: 'partially_refunded',
        net: 6278,
      });

      expect((await refund(order.id)).statusCode).toBe(200);
      const refunded = await detail(order.id);
      expect(refunded).toMatchObject({
        status: 'refunded',
        fulfilment_status: 'delivered',
        payment: { status: 'refunded', net: 0 },
      });
      expect(refunded.shipping.shipment).toEqual(shipment);
      expect(await listed()).toMatchObject({ payment_status: 'refunded', amount_refunded: 7278 });
    });

    it('never refunds more than was paid when two refunds race', async () => {
      const order = await paidOrder();
      const [one, two] = await Promise.all([
        refund(order.id, { amount: 5000 }),
        refund(order.id, { amount: 5000 }),
      ]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 422]);
      const after = await test.services.orders.findById(order.id);
      expect(after?.amountRefunded).toBe(5000);
      const [full1, full2] = await Promise.all([refund(order.id), refund(order.id)]);
      expect([full1.statusCode, full2.statusCode].sort()).toEqual([200, 422]);
      expect((await test.services.orders.findById(order.id))?.amountRefunded).toBe(7278);
    });

    it('refunds once when one refund is asked twice at machine speed (a double click)', async () => {
      const order = await paidOrder();
      const asked = { amount: 1500, idempotency_key: randomUUID() };
      const [first, second] = await Promise.all([refund(order.id, asked), refund(order.id, asked)]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const again = await refund(order.id, asked);
      expect(adminOrderDetailSchema.parse(again.json())).toMatchObject({ amount_refunded: 1500 });
      expect(await test.services.orderRefunds.listForOrder(order.id)).toHaveLength(1);

      const other = await paidOrder();
      const reused = await refund(other.id, asked);
      expect(reused.statusCode).toBe(422);
      expect((await test.services.orders.findById(other.id))?.amountRefunded).toBe(0);

      await drainOutbox();
      const [taken] = await test.services.orderRefunds.listForOrder(order.id);
      expect(await mailsTo(`refund-${taken?.id}`)).toHaveLength(1);
    });

    it('resubmits a needs-attention order, and the partner then has it', async () => {
      const base = paidCanvasOrder('x', new Date());
      const line = base.lines[0] as OrderRecord['lines'][number];
      const order = await paidOrder({ lines: [{ ...line, variantId: 1 }] });
      await drainOutbox();
      expect((await test.services.orders.findById(order.id))?.status).toBe('needs_attention');
      expect(
        (await send('POST', `/api/admin/orders/${(await paidOrder()).id}/resubmit`, owner))
          .statusCode,
      ).toBe(409);

      // The owner had the partner's catalogue put right; the same order now goes through.
      await test.services.db
        .updateTable('order_lines')
        .set({ variant_id: line.variantId })
        .where('order_id', '=', order.id)
        .execute();
      const resubmitted = await send('POST', `/api/admin/orders/${order.id}/resubmit`, owner);
      expect(resubmitted.statusCode, resubmitted.body).toBe(200);
      const shown = adminOrderDetailSchema.parse(resubmitted.json());
      expect(shown.status).toBe('submitted');
      expect(shown.partner.order_id).toEqual(expect.any(String));
      expect(await test.services.printPartner.getOrder(shown.partner.order_id ?? '')).toMatchObject(
        {
          externalId: order.id,
        },
      );
      expect(shown.timeline.map((entry) => entry.kind)).toEqual(
        expect.arrayContaining(['needs_attention', 'order.resubmit', 'submitted']),
      );
    });

    it('cancels at the partner while it allows, and resends the confirmation', async () => {
      const order = await paidOrder();
      await drainOutbox();
      const cancelled = await send('POST', `/api/admin/orders/${order.id}/cancel`, owner, {
        refund: false,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(adminOrderDetailSchema.parse(cancelled.json())).toMatchObject({ status: 'cancelled' });
      const again = await send('POST', `/api/admin/orders/${order.id}/cancel`, owner);
      expect(again.statusCode).toBe(409);

      const before = await mailsTo(`order-${order.id}-confirmation`);
      const resent = await send('POST', `/api/admin/orders/${order.id}/resend-confirmation`, owner);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(await mailsTo(`order-${order.id}-confirmation`)).toHaveLength(before.length + 1);
      const kinds = adminOrderDetailSchema.parse(resent.json()).timeline.map((entry) => entry.kind);
      expect(kinds).toEqual(expect.arrayContaining(['order.cancel', 'order.resend_confirmation']));
    });
  },
);
