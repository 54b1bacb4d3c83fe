import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminOrderDetail, adminOrderDetailSchema } from '../../shared/api/admin-orders';
import type { OrderStatus } from '../../shared/api/orders';
import { priceLine } from '../domain/checkout/price-lines';
import type { OrderRecord } from '../domain/orders/order-record';
import { appDatabases } from '../testing/app-databases';
import { type Method, ownerOrdersKit } from '../testing/owner-orders-kit';
import { partnerProducts } from '../testing/partner-products';
import { seedArtworks } from '../testing/seed-artworks';
import { startTestApp, type TestApp } from '../testing/test-app';

const OWNER = 'owner-actions@example.com';
const SHIPMENT = {
  carrier: 'UPS',
  tracking_number: '1Z999AA10123456784',
  tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
};

/** A stored message with its quoted-printable body read back as text. */
const readableMail = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`),
    'utf8',
  )
    .toString()
    .replace(/(%[0-9A-F]{2})+/g, (escaped) => decodeURIComponent(escaped));

describe.each(appDatabases({ postgres: true }))(
  'what the owner does to an order, on %s',
  (_dialect, database) => {
    let test: TestApp;
    let kit: ReturnType<typeof ownerOrdersKit>;
    let drop: () => Promise<void>;
    let owner: string;
    beforeAll(async () => {
      const db = await database();
      drop = db.drop;
      test = await startTestApp(
        { ...db.env, SHOP_OWNER_EMAILS: OWNER, AUTH_SIGN_UPS_PER_HOUR: '100' },
        { printMaster: async ({ artwork }) => artwork },
      );
      kit = ownerOrdersKit(test);
      owner = await kit.account(OWNER);
    });
    afterAll(async () => {
      await test.close();
      await drop();
    });

    const post = (url: string, payload: unknown = {}) =>
      kit.send('POST' as Method, url, owner, payload);
    const shown = (response: { body: string; statusCode: number; json(): unknown }) => {
      expect(response.statusCode, response.body).toBe(200);
      return adminOrderDetailSchema.parse(response.json());
    };
    /** The messages the outbox wrote for this order's shopper, by their file names. */
    const mailsTo = async (order: OrderRecord) => {
      const names = await readdir(kit.outbox);
      const mine: { name: string; text: string }[] = [];
      for (const name of names) {
        const text = readableMail(await readFile(join(kit.outbox, name), 'utf8'));
        if (text.includes(order.displayId) && text.includes(order.email)) mine.push({ name, text });
      }
      return mine;
    };
    const walk = async (
      order: OrderRecord,
      steps: [OrderStatus, OrderStatus, Record<string, unknown>?][],
    ) => {
      for (const [from, to, detail] of steps) {
        await test.services.orders.moveStatus({ orderId: order.id, from, to, detail }, new Date());
      }
    };
    const summaries = (detail: AdminOrderDetail) => detail.timeline.map((entry) => entry.summary);

    it('cancels, refunds all that is left and e-mails the shopper once, all on the timeline', async () => {
      const order = await kit.paidOrder({ email: `cancel-${randomUUID()}@example.com` });
      await kit.drainOutbox();
      expect((await kit.detail(owner, order.id)).can_cancel).toBe(true);
      const key = randomUUID();
      const asked = { reason: 'Shopper asked', idempotency_key: key };
      const [first, second] = await Promise.all([
        post(`/api/admin/orders/${order.id}/cancel`, asked),
        post(`/api/admin/orders/${order.id}/cancel`, asked),
      ]);
      expect([first.statusCode, second.statusCode]).toContain(200);
      await kit.drainOutbox();
      const after = await kit.detail(owner, order.id);
      expect(after).toMatchObject({
        status: 'refunded',
        fulfilment_status: 'cancelled',
        amount_refunded: order.totalAmount,
        payment: { status: 'refunded', net: 0 },
        can_cancel: false,
      });
      expect(await test.services.orderRefunds.listForOrder(order.id)).toHaveLength(1);
      const letters = (await mailsTo(order)).filter(({ name }) => !name.includes('confirmation'));
      expect(letters).toHaveLength(1);
      expect(letters[0]?.text).toMatch(/refunded your order .+ in full.+Your order is cancelled/s);
      expect(summaries(after)).toEqual(
        expect.arrayContaining([
          'Cancelled: Shopper asked',
          expect.stringMatching(
            /^Refunded \$72\.78; the order is now refunded in full: Shopper asked$/,
          ),
        ]),
      );
      // One line per event: the refund's bookkeeping and the statuses are not repeated.
      expect(after.timeline.map((entry) => entry.kind)).not.toEqual(
        expect.arrayContaining(['refund']),
      );
      expect(after.timeline.filter((entry) => /^Cancelled/.test(entry.summary))).toHaveLength(1);
    });

    it('cancels without a refund when asked, and then says so in its own e-mail', async () => {
      const order = await kit.paidOrder({ email: `keep-${randomUUID()}@example.com` });
      await kit.drainOutbox();
      const after = shown(await post(`/api/admin/orders/${order.id}/cancel`, { refund: false }));
      expect(after).toMatchObject({ status: 'cancelled', amount_refunded: 0 });
      await kit.drainOutbox();
      const letters = (await mailsTo(order)).filter(({ name }) => !name.includes('confirmation'));
      expect(letters.map(({ text }) => /has been cancelled/.test(text))).toEqual([true]);
    });

    it('does not offer cancel once the partner is making the order, and refuses it plainly', async () => {
      const order = await kit.paidOrder();
      await walk(order, [
        ['paid', 'submitted'],
        ['submitted', 'in_production'],
      ]);
      expect((await kit.detail(owner, order.id)).can_cancel).toBe(false);
      const refused = await post(`/api/admin/orders/${order.id}/cancel`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'order_not_cancellable',
        detail: expect.stringMatching(/started making this order/),
      });
      expect((await test.services.orders.findById(order.id))?.amountRefunded).toBe(0);
    });

    it('refunds one line with its tax and a reason, and keeps the e-mail back when asked', async () => {
      const order = await kit.paidOrder({ email: `line-${randomUUID()}@example.com` });
      const line = order.lines[0] as OrderRecord['lines'][number];
      const expected =
        line.unitPrice * line.quantity +
        Math.round((order.taxAmount * line.unitPrice * line.quantity) / order.subtotal);
      const after = shown(
        await post(`/api/admin/orders/${order.id}/refund`, {
          line: 0,
          reason: 'Print was smudged',
          notify: false,
        }),
      );
      expect(after.amount_refunded).toBe(expected);
      expect(summaries(after)).toContain(
        `Refunded $${(expected / 100).toFixed(2)} for line 1: Print was smudged (the shopper was not e-mailed)`,
      );
      await kit.drainOutbox();
      const letters = (await mailsTo(order)).filter(({ name }) => name.startsWith('refund-'));
      expect(letters).toEqual([]);
      const noLine = await post(`/api/admin/orders/${order.id}/refund`, { line: 5 });
      expect(noLine.statusCode).toBe(422);
    });

    it('resubmits a refused order with its address fixed, and the partner gets the new address', async () => {
      const base = await kit.paidOrder();
      // A canvas cannot go to military post: the partner refuses it.
      const order = await kit.paidOrder({
        address: { ...base.address, region: 'AE', zip: '09001' },
      });
      await kit.drainOutbox();
      expect((await test.services.orders.findById(order.id))?.status).toBe('needs_attention');
      const fixed = { ...order.address, region: 'NY', zip: '12207', city: 'Albany' };
      const bad = await post(`/api/admin/orders/${order.id}/resubmit`, {
        address: { ...fixed, zip: 'nope' },
      });
      expect(bad.statusCode).toBe(400);
      const after = shown(await post(`/api/admin/orders/${order.id}/resubmit`, { address: fixed }));
      expect(after.status).toBe('submitted');
      expect(after.shipping_address).toMatchObject({ region: 'NY', zip: '12207' });
      const placed = await test.services.db
        .selectFrom('local_print_orders')
        .select('request')
        .where('external_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(placed.request).address).toMatchObject({ region: 'NY', zip: '12207' });
    });

    it('changes a line the partner no longer makes to another option at the price paid, and the partner gets it', async () => {
      const guest = `guest-${randomUUID()}`;
      const [jobId] = await seedArtworks(test.services.jobs, guest, 1);
      const priced = priceLine(
        { productId: `${jobId}-tshirt`, variantId: '18541', jobId, quantity: 1 },
        partnerProducts(jobId),
      );
      if (!priced.ok) throw new Error('the tee is not on sale');
      // Bought in Heather Grey S, which the provider has since run out of.
      const line = {
        ...priced.line,
        variantId: 18540,
        options: { color: 'Heather Grey', size: 'S' },
      };
      const order = await kit.paidOrder({
        lines: [line],
        subtotal: line.unitPrice,
        owner: { customerId: null, guestSessionId: guest },
      });
      await kit.drainOutbox();
      const refused = await kit.detail(owner, order.id);
      expect(refused.status).toBe('needs_attention');
      const labels = refused.lines[0]?.variant_choices.map((choice) => choice.label) ?? [];
      expect(labels).toContain('Heather Grey, M');
      expect(labels).not.toContain('Heather Grey, S');
      expect(labels.some((label) => label.endsWith('2XL'))).toBe(false);

      const dearer = await post(`/api/admin/orders/${order.id}/resubmit`, {
        lines: [{ line: 0, variant_id: 18544 }],
      });
      expect(dearer.statusCode, dearer.body).toBe(422);
      const noLine = await post(`/api/admin/orders/${order.id}/resubmit`, {
        lines: [{ line: 3, variant_id: 18541 }],
      });
      expect(noLine.statusCode).toBe(422);
      expect((await kit.detail(owner, order.id)).status).toBe('needs_attention');

      const after = shown(
        await post(`/api/admin/orders/${order.id}/resubmit`, {
          lines: [{ line: 0, variant_id: 18541 }],
        }),
      );
      expect(after.status).toBe('submitted');
      expect(after.lines[0]).toMatchObject({
        options: { color: 'Heather Grey', size: 'M' },
        unit_price: line.unitPrice,
        variant_choices: [],
      });
      expect(after.amount_refunded).toBe(0);
      expect(summaries(after)).toContain(
        'Sent to the print partner again, with T-Shirt changed to Heather Grey, M',
      );
      const placed = await test.services.db
        .selectFrom('local_print_orders')
        .select('request')
        .where('external_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(placed.request).lines[0]).toMatchObject({ variantId: 18541 });
    });

    it('reprints a delivered line at the partner without a charge, and tells the shopper', async () => {
      const order = await kit.paidOrder({ email: `reprint-${randomUUID()}@example.com` });
      const early = await post(`/api/admin/orders/${order.id}/lines/0/reprint`, {
        reason: 'Damaged',
      });
      expect(early.statusCode).toBe(409);
      await walk(order, [
        ['paid', 'submitted'],
        ['submitted', 'shipped', { shipment: SHIPMENT }],
        ['shipped', 'delivered'],
      ]);
      expect((await kit.detail(owner, order.id)).lines[0]?.can_reprint).toBe(true);
      const after = shown(
        await post(`/api/admin/orders/${order.id}/lines/0/reprint`, {
          reason: 'Arrived with a torn corner',
        }),
      );
      await kit.drainOutbox();
      const detail = await kit.detail(owner, order.id);
      const [reprint] = detail.reprints;
      expect(after.reprints).toHaveLength(1);
      expect(reprint).toMatchObject({
        line: 0,
        status: 'submitted',
        reason: 'Arrived with a torn corner',
      });
      const partnerOrder = await test.services.printPartner.getOrder(
        reprint?.partner_order_id ?? '',
      );
      expect(partnerOrder).toMatchObject({ externalId: expect.stringMatching(/^reprint-/) });
      // No charge: the shopper's money is as it was, and no new payment was asked.
      expect(detail).toMatchObject({ amount_refunded: 0, total_amount: order.totalAmount });
      expect(summaries(detail)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Replacement of 1 × .+ asked: Arrived with a torn corner$/),
          expect.stringMatching(/^Replacement placed with the print partner/),
        ]),
      );
      const letters = (await mailsTo(order)).filter(({ text }) => /replacement/i.test(text));
      expect(letters).toHaveLength(1);
    });

    it('tells the owners once when the partner refuses a free replacement', async () => {
      const order = await kit.paidOrder({ email: `reprint-refused-${randomUUID()}@example.com` });
      await kit.drainOutbox();
      await walk(order, [
        ['submitted', 'shipped', { shipment: SHIPMENT }],
        ['shipped', 'delivered'],
      ]);
      // Since the order was made, the partner has stopped making the line's option.
      await test.services.db
        .updateTable('order_lines')
        .set({ variant_id: 99999 })
        .where('order_id', '=', order.id)
        .execute();
      shown(await post(`/api/admin/orders/${order.id}/lines/0/reprint`, { reason: 'Lost' }));
      await kit.drainOutbox();
      expect((await kit.detail(owner, order.id)).reprints[0]).toMatchObject({ status: 'refused' });
      const told = async () => {
        const texts: string[] = [];
        for (const name of await readdir(kit.outbox)) {
          if (!name.startsWith('owners-attention-')) continue;
          const text = readableMail(await readFile(join(kit.outbox, name), 'utf8'));
          if (text.includes(order.displayId)) texts.push(text);
        }
        return texts;
      };
      const [mail, ...more] = await told();
      expect(more).toEqual([]);
      expect(mail).toContain(`To: ${OWNER}`);
      expect(mail).toContain('the print partner refused its free replacement: Variant 99999');
      expect(mail).toContain('The shopper is still waiting for the replacement');
      await kit.drainOutbox();
      expect(await told()).toHaveLength(1);
    });

    it('resends the confirmation saying where the order now is', async () => {
      const order = await kit.paidOrder({ email: `resend-${randomUUID()}@example.com` });
      await walk(order, [
        ['paid', 'submitted'],
        ['submitted', 'shipped', { shipment: SHIPMENT }],
      ]);
      shown(await post(`/api/admin/orders/${order.id}/resend-confirmation`));
      const resent = (await mailsTo(order)).find(({ name }) => name.includes('resent'));
      expect(resent?.text).toMatch(/has shipped with UPS, tracking number 1Z999AA10123456784/);
      expect(resent?.text).not.toMatch(/being processed/);
    });
  },
);
