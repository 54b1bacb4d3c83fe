import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../shared/api/orders';
import { ORDER_CSV_COLUMNS } from '../domain/orders/order-csv';
import type { OrderRecord } from '../domain/orders/order-record';
import { appDatabases } from '../testing/app-databases';
import { paidCanvasOrder } from '../testing/order-fixture';
import { ownerOrdersKit } from '../testing/owner-orders-kit';
import { startTestApp, type TestApp } from '../testing/test-app';

const OWNER = 'owner@example.com';

/** RFC 4180 read back: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(quoted, 'a quote left open').toBe(false);
  expect(field === '' && record.length === 0, 'the last record ends with CRLF').toBe(true);
  return records;
}

/** Each row as the header names its cells. */
const rowsOf = (text: string) => {
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual([...ORDER_CSV_COLUMNS]);
  return rows.map((row) => {
    expect(row).toHaveLength(ORDER_CSV_COLUMNS.length);
    return Object.fromEntries(ORDER_CSV_COLUMNS.map((column, i) => [column, row[i] ?? '']));
  });
};

describe.each(appDatabases({ postgres: true }))('the order export, on %s', (dialect, database) => {
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

  const exported = async (query: string) => {
    const response = await kit.send('GET', `/api/admin/orders/export.csv?${query}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('GET /api/admin/orders/export.csv: 401 signed out, 403 for a shopper', async () => {
    const url = '/api/admin/orders/export.csv';
    expect((await kit.send('GET', url)).statusCode).toBe(401);
    const refused = await kit.send('GET', url, shopper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'owner_only' });
  });

  it('exports the filtered orders, one row per line, that parse back', async () => {
    const tag = randomUUID().slice(0, 8);
    const [canvas] = paidCanvasOrder('x', new Date()).lines as OrderRecord['lines'];
    const mug = {
      ...(canvas as OrderRecord['lines'][number]),
      productId: 'fallback-mug',
      productType: 'coffeeMug' as const,
      title: 'Coffee Mug',
      quantity: 2,
      unitPrice: 1250,
      options: { color: 'White', size: '11oz' },
    };
    const base = paidCanvasOrder('x', new Date());
    const shipped = await kit.paidOrder({
      email: `shipped-${tag}@example.com`,
      lines: [canvas as OrderRecord['lines'][number], mug],
      subtotal: 8499,
      totalAmount: 9778,
      address: { ...base.address, first_name: '=HYPERLINK("x")', last_name: 'Smith, Jr.' },
    });
    const move = (from: OrderStatus, to: OrderStatus, detail = {}) =>
      test.services.orders.moveStatus({ orderId: shipped.id, from, to, detail }, new Date());
    await move('paid', 'submitted');
    await move('submitted', 'shipped', {
      shipment: { carrier: 'USPS', tracking_number: '9400 111', tracking_url: 'https://t/1' },
    });
    // The export reads what the order holds; how refunds get there is the refund suite's.
    await test.services.db
      .updateTable('orders')
      .set({ amount_refunded: 1000 })
      .where('id', '=', shipped.id)
      .execute();
    const waiting = await kit.paidOrder({ email: `waiting-${tag}@example.com` });

    // The CSV, not the order `export.csv` of /api/admin/orders/:id.
    const response = await exported(`q=${tag}`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = rowsOf(response.body);
    expect(rows.map((row) => row.Order)).toEqual([
      waiting.displayId,
      shipped.displayId,
      shipped.displayId,
    ]);
    const [waitingRow, canvasRow, mugRow] = rows;
    expect(waitingRow).toMatchObject({
      Fulfilment: 'Not yet sent',
      Payment: 'Paid',
      Product: 'Canvas Print',
      Quantity: '1',
      'Unit price': '59.99',
      'Order total': '72.78',
      Refunded: '0.00',
      Net: '72.78',
      Tracking: '',
    });
    expect(canvasRow).toMatchObject({
      'Placed at': shipped.createdAt.toISOString(),
      Email: `shipped-${tag}@example.com`,
      Fulfilment: 'Shipped',
      Payment: 'Partly refunded',
      Product: 'Canvas Print',
      Options: 'size: 8″ x 10″',
      'Line total': '59.99',
      'Order subtotal': '84.99',
      Shipping: '9.99',
      Tax: '2.80',
      'Order total': '97.78',
      Refunded: '10.00',
      Net: '87.78',
      // A name a spreadsheet would run as a formula stays text.
      'Ship to': `'=HYPERLINK("x") Smith, Jr., 1 Main St`,
      City: 'Albany',
      Region: 'NY',
      ZIP: '12207',
      Country: 'US',
      Tracking: '9400 111',
    });
    expect(mugRow).toMatchObject({
      Product: 'Mug',
      Options: 'color: White; size: 11oz',
      Quantity: '2',
      'Unit price': '12.50',
      'Line total': '25.00',
      Tracking: '9400 111',
    });
    for (const row of rows) {
      for (const column of ['Unit price', 'Line total', 'Order total', 'Refunded', 'Net']) {
        expect(row[column]).toMatch(/^\d+\.\d{2}$/);
      }
    }

    // The list's filters, here too.
    const onlyShipped = rowsOf((await exported(`q=${tag}&status=shipped`)).body);
    expect(onlyShipped.map((row) => row.Order)).toEqual([shipped.displayId, shipped.displayId]);
    const onlyPaid = rowsOf((await exported(`q=${tag}&payment=paid`)).body);
    expect(onlyPaid.map((row) => row.Order)).toEqual([waiting.displayId]);
    const none = rowsOf((await exported(`q=${tag}&to=2000-01-01T00:00:00.000Z`)).body);
    expect(none).toEqual([]);
    const refused = await kit.send('GET', '/api/admin/orders/export.csv?from=soon', owner);
    expect(refused.statusCode).toBe(400);
  });

  it.runIf(dialect === 'sqlite')(
    'exports 20,000 orders, streamed in batches, in seconds',
    async () => {
      await bulkOrders(test, 20_000);
      const started = performance.now();
      const response = await exported('from=2031-01-01T00:00:00.000Z&to=2031-01-02T00:00:00.000Z');
      const ms = performance.now() - started;
      const rows = rowsOf(response.body);
      expect(rows).toHaveLength(20_000);
      expect(new Set(rows.map((row) => row.Order)).size).toBe(20_000);
      expect(rows.filter((row) => row.Tracking === 'BULK-TRACK')).toHaveLength(2_000);
      console.info(`CSV export of 20,000 orders: ${Math.round(ms)} ms`);
      // The issue asks for "under 10 s". It runs in about a second here; the bound is the
      // issue's, generous on purpose, so a busy shared machine does not fail it.
      expect(ms).toBeLessThan(10_000);
    },
    120_000,
  );

  // Last: it spends the minute's exports from this address.
  it('refuses an eleventh export in a minute, and says to wait', async () => {
    const url = '/api/admin/orders/export.csv?q=nobody-has-this';
    const statuses: number[] = [];
    for (let call = 0; call < 11; call++) {
      statuses.push((await kit.send('GET', url, owner)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const refused = await kit.send('GET', url, owner);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      detail: 'Too many exports. Please wait a minute and try again.',
    });
  });
});

/**
 * `count` orders placed on 2031-01-01, each with one line, every tenth shipped with a parcel,
 * inserted by SQLite itself from a counting query: no round trip per order.
 */
async function bulkOrders(test: TestApp, count: number) {
  const address = JSON.stringify(paidCanvasOrder('x', new Date()).address);
  const db = test.services.db;
  await db.transaction().execute(async (trx) => {
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
      insert into orders (id, display_id, payment_intent_id, customer_id, guest_session_id,
        access_token, email, address, shipping_method_id, shipping_cost, subtotal, tax_amount,
        total_amount, currency, tax_calculation_id, tax_transaction_id, status, fulfilment_status,
        partner_order_id, amount_refunded, answer, created_at, updated_at)
      select 'bulk-' || i, 'MM-B' || i, 'pi_bulk_' || i, null, 'guest-bulk', 't',
        'bulk' || i || '@example.com', ${address}, 1, 999, 5999, 280, 7278, 'usd', 'tax', null,
        case when i % 10 = 0 then 'shipped' else 'paid' end,
        case when i % 10 = 0 then 'shipped' else 'paid' end,
        null, case when i % 7 = 0 then 1000 else 0 end, '{}',
        '2031-01-01T00:' || printf('%02d', (i / 60) % 60) || ':' || printf('%02d', i % 60) || '.000Z',
        '2031-01-01T00:00:00.000Z'
      from n`.execute(trx);
    await sql`insert into order_lines (order_id, position, job_id, product_id, variant_id,
        product_type, title, quantity, unit_price, print_provider_id, blueprint_id, options,
        image_url, fallback)
      select id, 0, null, 'fallback-canvas', 82228, 'canvas', 'Canvas Print', 1, 5999, 105, 937,
        '{"size":"8x10, gallery"}', '/products/fallback-canvas.svg', 1
      from orders where id like 'bulk-%'`.execute(trx);
    await sql`insert into order_events (id, order_id, kind, idempotency_key, detail, created_at)
      select 'evt-' || id, id, 'shipped', id || ':status:shipped',
        '{"shipment":{"carrier":"USPS","tracking_number":"BULK-TRACK","tracking_url":"https://t"}}',
        '2031-01-02T00:00:00.000Z'
      from orders where id like 'bulk-%' and status = 'shipped'`.execute(trx);
  });
}
