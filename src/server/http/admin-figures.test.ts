import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFiguresSchema } from '../../shared/api/admin-figures';
import type { OrderRecord } from '../domain/orders/order-record';
import { appDatabases } from '../testing/app-databases';
import { paidCanvasOrder } from '../testing/order-fixture';
import { ownerOrdersKit } from '../testing/owner-orders-kit';
import { startTestApp, type TestApp } from '../testing/test-app';

const OWNER = 'owner@example.com';
const FROM = '2032-05-01T04:00:00.000Z';
const TO = '2032-05-08T04:00:00.000Z';

type Line = OrderRecord['lines'][number];

describe.each(appDatabases({ postgres: true }))('the owner’s figures, on %s', (_d, database) => {
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
    kit = ownerOrdersKit(test);
    owner = await kit.account(OWNER);
    shopper = await kit.account(`shopper-${randomUUID()}@example.com`);
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  const figures = async (query: string) => {
    const response = await kit.send('GET', `/api/admin/figures?${query}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    return adminFiguresSchema.parse(response.json());
  };
  /** A creation in `styleId` (null: the shopper's own words), as a line's job. */
  const job = async (styleId: string | null) => {
    const id = randomUUID();
    await test.services.jobs.insert(
      {
        id,
        owner_key: 'guest:guest-1',
        gender: 'female',
        original_key: `originals/${id}.jpg`,
        photo_key: `photos/${id}.jpg`,
        style_id: styleId,
      },
      new Date(),
    );
    return id;
  };
  const [sample] = paidCanvasOrder('x', new Date()).lines as [Line];
  const made = (jobId: string, change: Partial<Line>): Line => ({
    ...sample,
    jobId,
    productId: `${jobId}-${change.productType ?? 'canvas'}`,
    fallback: false,
    ...change,
  });
  /** An order of `lines` placed at `at`, its money as checkout would have summed it. */
  const placed = async (at: string, lines: Line[], refunded = 0) => {
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const order = await kit.paidOrder({
      lines,
      subtotal,
      totalAmount: subtotal + 999 + 280,
    });
    await test.services.db
      .updateTable('orders')
      .set({ created_at: at, amount_refunded: refunded })
      .where('id', '=', order.id)
      .execute();
    return order;
  };

  it('GET /api/admin/figures: 401 signed out, 403 for a shopper', async () => {
    const url = `/api/admin/figures?from=${FROM}&to=${TO}`;
    expect((await kit.send('GET', url)).statusCode).toBe(401);
    const refused = await kit.send('GET', url, shopper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'owner_only' });
  });

  it('equals the sums of the orders placed in the range, by product and by style', async () => {
    const royal = await job('royal_oil_paint');
    const custom = await job(null);
    const mug = { productType: 'coffeeMug' as const, title: 'Coffee Mug', unitPrice: 1599 };
    const shirt = { productType: 'tshirt' as const, title: 'T-Shirt', unitPrice: 2499 };
    const inRange = [
      // At `from` exactly: in.
      await placed(FROM, [sample, made(royal, { quantity: 2, unitPrice: 7999 })]),
      await placed('2032-05-03T12:00:00.000Z', [made(royal, { ...mug, quantity: 3 })], 1500),
      // A refund of the whole order counts all of it as refunded.
      await placed('2032-05-07T23:59:59.999Z', [made(custom, shirt)], 2499 + 999 + 280),
    ];
    // At `to` exactly, and before `from`: out.
    await placed(TO, [sample]);
    await placed('2032-04-30T23:00:00.000Z', [made(royal, mug)]);

    const shown = await figures(`from=${FROM}&to=${TO}`);
    const revenue = inRange.reduce((sum, order) => sum + order.totalAmount, 0);
    const refunds = 1500 + 2499 + 999 + 280;
    expect(shown).toEqual({
      from: FROM,
      to: TO,
      orders: 3,
      revenue,
      refunds,
      net: revenue - refunds,
      average_order: Math.round(revenue / 3),
      by_product: [
        { product: 'Canvas Print', units: 3, revenue: 5999 + 2 * 7999 },
        { product: 'Mug', units: 3, revenue: 3 * 1599 },
        { product: 'T-Shirt', units: 1, revenue: 2499 },
      ],
      by_style: [
        { style: 'Royal Portrait', units: 5, revenue: 2 * 7999 + 3 * 1599 },
        { style: 'Catalogue', units: 1, revenue: 5999 },
        { style: 'Custom', units: 1, revenue: 2499 },
      ],
    });
    // The line sums and the order totals tell the same story.
    const goods = shown.by_product.reduce((sum, share) => sum + share.revenue, 0);
    expect(goods).toBe(inRange.reduce((sum, order) => sum + order.subtotal, 0));
  });

  it('is all zeros for a range without orders, and needs both ends of the range', async () => {
    expect(await figures('from=1999-01-01T00:00:00.000Z&to=1999-01-02T00:00:00.000Z')).toEqual({
      from: '1999-01-01T00:00:00.000Z',
      to: '1999-01-02T00:00:00.000Z',
      orders: 0,
      revenue: 0,
      refunds: 0,
      net: 0,
      average_order: 0,
      by_product: [],
      by_style: [],
    });
    for (const query of ['from=2032-05-01T00:00:00.000Z', 'to=2032-05-01T00:00:00.000Z', '']) {
      const refused = await kit.send('GET', `/api/admin/figures?${query}`, owner);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'invalid_request' });
    }
  });
});
