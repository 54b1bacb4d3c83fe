import { sql } from 'kysely';
import type { LineArt, LineGroup, OrderSums } from '../domain/orders/order-figures';
import { type OrderFilters, ordersMatching } from './admin-order-filters';
import type { Db } from './database';

/** The sums behind the owner's figures, taken by the database over the orders the filters keep. */
export function createAdminFiguresRepository(db: Db) {
  return {
    /** How many orders, what they took and what was given back of them. */
    async orderSums(filters: OrderFilters): Promise<OrderSums> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => [
          eb.fn.countAll<number>().as('orders'),
          eb.fn.sum<number | null>('orders.total_amount').as('revenue'),
          eb.fn.sum<number | null>('orders.amount_refunded').as('refunds'),
        ])
        .where(ordersMatching(filters))
        .executeTakeFirstOrThrow();
      return {
        orders: Number(row.orders),
        revenue: Number(row.revenue ?? 0),
        refunds: Number(row.refunds ?? 0),
      };
    },

    /**
     * Those orders' lines summed by product type and by where the art came from: the catalogue
     * (a fallback line, or one without a creation), or the style its creation (job) was made in.
     */
    async lineGroups(filters: OrderFilters): Promise<LineGroup[]> {
      const rows = await db
        .selectFrom('order_lines')
        .leftJoin('jobs', 'jobs.id', 'order_lines.job_id')
        .select((eb) => [
          'order_lines.product_type',
          sql<number>`case when order_lines.fallback = 1 or order_lines.job_id is null then 1 else 0 end`.as(
            'catalogue',
          ),
          sql<number>`case when jobs.id is null then 0 else 1 end`.as('job_found'),
          'jobs.style_id',
          eb.fn.sum<number>('order_lines.quantity').as('units'),
          eb.fn.sum<number>(sql`order_lines.quantity * order_lines.unit_price`).as('revenue'),
        ])
        .where('order_lines.order_id', 'in', (eb) =>
          eb.selectFrom('orders').select('orders.id').where(ordersMatching(filters)),
        )
        .groupBy(['order_lines.product_type', 'catalogue', 'job_found', 'jobs.style_id'])
        .execute();
      return rows.map((row) => {
        const art: LineArt =
          Number(row.catalogue) === 1
            ? { kind: 'catalogue' }
            : Number(row.job_found) === 1
              ? { kind: 'job', styleId: row.style_id }
              : { kind: 'missing_job' };
        return {
          productType: row.product_type,
          art,
          units: Number(row.units),
          revenue: Number(row.revenue),
        };
      });
    },
  };
}
