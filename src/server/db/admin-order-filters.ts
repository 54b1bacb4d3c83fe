import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AdminOrderFilters, PaymentStatus } from '../../shared/api/admin-orders';
import type { Database } from './schema';

/** LIKE's own wildcards in the owner's words match themselves. */
const likeEscaped = (words: string) => words.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * An order's payment status in SQL, as paymentStatusOf (domain/orders/order-standing.ts) reads
 * it: nothing given back is paid, all of it refunded, anything between partly refunded.
 */
export const paymentStatusSql = sql<PaymentStatus>`case
  when orders.amount_refunded <= 0 then 'paid'
  when orders.amount_refunded >= orders.total_amount then 'refunded'
  else 'partially_refunded' end`;

function paymentIs(eb: ExpressionBuilder<Database, 'orders'>, payment: PaymentStatus) {
  if (payment === 'paid') return eb('orders.amount_refunded', '<=', 0);
  const refunded = eb('orders.amount_refunded', '>', 0);
  return eb.and([
    refunded,
    payment === 'refunded'
      ? eb('orders.amount_refunded', '>=', eb.ref('orders.total_amount'))
      : eb('orders.amount_refunded', '<', eb.ref('orders.total_amount')),
  ]);
}

/** The list's filters, each optional (the figures use only the dates). */
export type OrderFilters = Partial<AdminOrderFilters>;

/**
 * The one way the owner's orders are filtered, for the list, its counts, the CSV export and
 * the figures: a WHERE over `orders`.
 */
export function ordersMatching(filters: OrderFilters) {
  return (eb: ExpressionBuilder<Database, 'orders'>): Expression<SqlBool> => {
    const all: Expression<SqlBool>[] = [];
    if (filters.q) {
      const words = filters.q.trim().toLowerCase();
      all.push(
        eb.or([
          eb(sql`lower(orders.display_id)`, '=', words),
          eb(sql`lower(orders.display_id)`, '=', `mm-${words}`),
          eb(
            sql`lower(orders.email)`,
            'like',
            sql<string>`${`%${likeEscaped(words)}%`} escape '\\'`,
          ),
        ]),
      );
    }
    if (filters.status) all.push(eb('orders.fulfilment_status', '=', filters.status));
    if (filters.payment) all.push(paymentIs(eb, filters.payment));
    if (filters.from) all.push(eb('orders.created_at', '>=', filters.from));
    if (filters.to) all.push(eb('orders.created_at', '<', filters.to));
    return eb.and(all);
  };
}
