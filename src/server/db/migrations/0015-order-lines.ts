import type { Kysely, Migration } from 'kysely';
import { readStoredStatus } from '../../domain/orders/order-status';

/** A line as orders.lines held it before this migration (the PricedLine shape of that time). */
interface JsonLine {
  jobId: string | null;
  productId: string;
  variantId: number;
  productType: string;
  title: string;
  quantity: number;
  unitPrice: number;
  printProviderId: number;
  blueprintId: number;
  options: Record<string, string>;
  imageUrl: string;
  fallback: boolean;
}

interface Tables {
  orders: { id: string; lines: string; status: string; partner_status: string | null };
  order_lines: {
    order_id: string;
    position: number;
    job_id: string | null;
    product_id: string;
    variant_id: number;
    product_type: string;
    title: string;
    quantity: number;
    unit_price: number;
    print_provider_id: number;
    blueprint_id: number;
    options: string;
    image_url: string;
    fallback: number;
  };
}

const PAGE = 500;

/** Every order's JSON lines as rows, page by page in id order; nothing is dropped or merged. */
async function copyLines(db: Kysely<Tables>): Promise<void> {
  let after = '';
  for (;;) {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'lines'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (orders.length === 0) return;
    const rows = orders.flatMap((order) =>
      (JSON.parse(order.lines) as JsonLine[]).map((line, position) => ({
        order_id: order.id,
        position,
        job_id: line.jobId,
        product_id: line.productId,
        variant_id: line.variantId,
        product_type: line.productType,
        title: line.title,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        print_provider_id: line.printProviderId,
        blueprint_id: line.blueprintId,
        options: JSON.stringify(line.options),
        image_url: line.imageUrl,
        fallback: line.fallback ? 1 : 0,
      })),
    );
    // Small batches: SQLite allows a bounded number of bound values per statement.
    for (let i = 0; i < rows.length; i += 50) {
      await db
        .insertInto('order_lines')
        .values(rows.slice(i, i + 50))
        .execute();
    }
    after = orders[orders.length - 1]?.id ?? after;
  }
}

/** The way back: each order's rows as the JSON column held them. */
async function restoreJsonLines(db: Kysely<Tables>): Promise<void> {
  const rows = await db.selectFrom('order_lines').selectAll().orderBy('position').execute();
  const byOrder = new Map<string, JsonLine[]>();
  for (const row of rows) {
    const lines = byOrder.get(row.order_id) ?? [];
    lines.push({
      jobId: row.job_id,
      productId: row.product_id,
      variantId: row.variant_id,
      productType: row.product_type,
      title: row.title,
      quantity: row.quantity,
      unitPrice: row.unit_price,
      printProviderId: row.print_provider_id,
      blueprintId: row.blueprint_id,
      options: JSON.parse(row.options) as Record<string, string>,
      imageUrl: row.image_url,
      fallback: row.fallback === 1,
    });
    byOrder.set(row.order_id, lines);
  }
  for (const [id, lines] of byOrder) {
    await db
      .updateTable('orders')
      .set({ lines: JSON.stringify(lines) })
      .where('id', '=', id)
      .execute();
  }
}

/** `received`, `needs-attention` and the partner's words become our typed statuses. */
async function typeStatuses(db: Kysely<Tables>): Promise<void> {
  const stored = await db.selectFrom('orders').select('status').distinct().execute();
  for (const { status } of stored) {
    const typed = readStoredStatus(status);
    const partnerWord = status === 'received' || status === 'needs-attention' ? null : status;
    if (typed === status) continue;
    await db
      .updateTable('orders')
      .set({ status: typed, partner_status: partnerWord })
      .where('status', '=', status)
      .execute();
  }
}

/**
 * Orders' lines move out of the JSON column into `order_lines`, one row per line, so refunds,
 * partial fulfilment and the owner's screens can address a line. The status becomes ours
 * (order-status.ts) with the partner's own word kept beside it, and the order counts what was
 * refunded, which a refund checks and raises in one statement (orders-refunds-repository.ts).
 */
export const addOrderLines: Migration = {
  async up(db: Kysely<unknown>) {
    const typed = db as unknown as Kysely<Tables>;
    await db.schema
      .createTable('order_lines')
      .addColumn('order_id', 'varchar(64)', (col) => col.notNull().references('orders.id'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('job_id', 'varchar(64)')
      .addColumn('product_id', 'varchar(128)', (col) => col.notNull())
      .addColumn('variant_id', 'integer', (col) => col.notNull())
      .addColumn('product_type', 'varchar(32)', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('unit_price', 'integer', (col) => col.notNull())
      .addColumn('print_provider_id', 'integer', (col) => col.notNull())
      .addColumn('blueprint_id', 'integer', (col) => col.notNull())
      .addColumn('options', 'text', (col) => col.notNull())
      .addColumn('image_url', 'text', (col) => col.notNull())
      .addColumn('fallback', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
      .execute();
    await db.schema.alterTable('orders').addColumn('partner_status', 'varchar(64)').execute();
    await db.schema
      .alterTable('orders')
      .addColumn('amount_refunded', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await copyLines(typed);
    await typeStatuses(typed);
    await db.schema.alterTable('orders').dropColumn('lines').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('lines', 'text', (col) => col.notNull().defaultTo('[]'))
      .execute();
    await restoreJsonLines(db as unknown as Kysely<Tables>);
    await db.schema.alterTable('orders').dropColumn('amount_refunded').execute();
    await db.schema.alterTable('orders').dropColumn('partner_status').execute();
    await db.schema.dropTable('order_lines').execute();
  },
};
