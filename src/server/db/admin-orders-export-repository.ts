import type { Selectable } from 'kysely';
import { z } from 'zod';
import { apiAddressRecordSchema } from '../../shared/api/address';
import { ORDER_STATUSES } from '../../shared/api/orders';
import type { CsvLine, CsvOrder } from '../domain/orders/order-csv';
import { type OrderEvent, shopperTimeline } from '../domain/orders/order-events';
import { productName } from '../domain/orders/order-figures';
import { paymentStatusOf } from '../domain/orders/order-standing';
import type { PageCursor } from '../domain/page-cursor';
import { type OrderFilters, ordersMatching } from './admin-order-filters';
import type { Db } from './database';
import { readFulfilmentStatus } from './order-summary-row';
import { pastCursor } from './past-cursor';
import type { OrderEventsTable } from './schema';
import { readStoredJson } from './stored-json';

/** Orders read at a time: a few queries a batch, and never the whole shop in memory. */
export const EXPORT_BATCH_SIZE = 1000;

const optionsSchema = z.record(z.string(), z.string());
const detailSchema = z.record(z.string(), z.unknown());

const toEvent = (row: Selectable<OrderEventsTable>): OrderEvent => ({
  id: row.id,
  orderId: row.order_id,
  kind: row.kind as OrderEvent['kind'],
  key: row.idempotency_key,
  detail: readStoredJson(detailSchema, row.detail, `order_events.detail of ${row.id}`),
  createdAt: new Date(row.created_at),
});

/**
 * The orders the filters keep, newest first as the list shows them, in batches: each batch's
 * orders, then their lines and the timeline steps that carry a parcel, one query each.
 */
export function createAdminOrdersExportRepository(db: Db) {
  async function linesOf(ids: string[]): Promise<Map<string, CsvLine[]>> {
    const rows = await db
      .selectFrom('order_lines')
      .select(['order_id', 'position', 'product_type', 'options', 'quantity', 'unit_price'])
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('position')
      .execute();
    const byOrder = new Map<string, CsvLine[]>();
    for (const row of rows) {
      const lines = byOrder.get(row.order_id) ?? [];
      lines.push({
        product: productName(row.product_type),
        options: readStoredJson(
          optionsSchema,
          row.options,
          `order_lines.options of line ${row.position} of order ${row.order_id}`,
        ),
        quantity: Number(row.quantity),
        unitPrice: Number(row.unit_price),
      });
      byOrder.set(row.order_id, lines);
    }
    return byOrder;
  }

  /** The parcel each order was last shipped in, read as the order page reads it. */
  async function trackingOf(ids: string[]): Promise<Map<string, string>> {
    const rows = await db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', 'in', ids)
      .where('kind', 'in', [...ORDER_STATUSES])
      // Only steps that carry a parcel; the rest of the timeline is not needed here.
      .where('detail', 'like', '%"shipment"%')
      .execute();
    const byOrder = new Map<string, OrderEvent[]>();
    for (const row of rows)
      byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), toEvent(row)]);
    const tracking = new Map<string, string>();
    for (const [id, events] of byOrder) {
      const shipment = shopperTimeline(events).findLast((step) => step.shipment)?.shipment;
      if (shipment) tracking.set(id, shipment.tracking_number);
    }
    return tracking;
  }

  return {
    async *batches(filters: OrderFilters): AsyncGenerator<CsvOrder[]> {
      let after: PageCursor | null = null;
      for (;;) {
        let select = db
          .selectFrom('orders')
          .select([
            'id',
            'display_id',
            'email',
            'fulfilment_status',
            'subtotal',
            'shipping_cost',
            'tax_amount',
            'total_amount',
            'amount_refunded',
            'address',
            'created_at',
          ])
          .where(ordersMatching(filters));
        if (after) select = select.where(pastCursor(after, 'newest-first'));
        const orders = await select
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(EXPORT_BATCH_SIZE)
          .execute();
        const last = orders.at(-1);
        if (!last) return;
        const ids = orders.map((order) => order.id);
        const [lines, tracking] = await Promise.all([linesOf(ids), trackingOf(ids)]);
        yield orders.map((row) => {
          const address = readStoredJson(
            apiAddressRecordSchema,
            row.address,
            `orders.address of order ${row.id}`,
          );
          const total = Number(row.total_amount);
          const refunded = Number(row.amount_refunded);
          return {
            displayId: row.display_id,
            createdAt: new Date(row.created_at).toISOString(),
            email: row.email,
            fulfilment: readFulfilmentStatus(row.fulfilment_status),
            payment: paymentStatusOf({ totalAmount: total, amountRefunded: refunded }),
            subtotal: Number(row.subtotal),
            shipping: Number(row.shipping_cost),
            tax: Number(row.tax_amount),
            total,
            refunded,
            address: {
              name: `${address.first_name} ${address.last_name}`.trim(),
              street: [address.address1, address.address2]
                .filter((part) => part.trim() !== '')
                .join(', '),
              city: address.city,
              region: address.region,
              zip: address.zip,
              country: address.country,
            },
            tracking: tracking.get(row.id) ?? null,
            lines: lines.get(row.id) ?? [],
          };
        });
        if (orders.length < EXPORT_BATCH_SIZE) return;
        after = { createdAt: last.created_at, id: last.id };
      }
    },
  };
}
