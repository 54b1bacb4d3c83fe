import { sql } from 'kysely';
import { type AdminCustomer, CUSTOMER_ORDERS_SHOWN } from '../../shared/api/admin-customers';
import type { Db } from './database';
import { orderSummaryOf, SUMMARY_COLUMNS } from './order-summary-row';

/** One customer, by e-mail: the orders they placed (any letter case) and what they came to. */
export function createAdminCustomersRepository(db: Db) {
  // Shoppers type their address as they like; the customer is the address in any case.
  const theirs = (email: string) =>
    db.selectFrom('orders').where(sql<string>`lower(email)`, '=', email.toLowerCase());

  return {
    async find(email: string): Promise<AdminCustomer> {
      const [rows, figures] = await Promise.all([
        theirs(email)
          .select(SUMMARY_COLUMNS)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(CUSTOMER_ORDERS_SHOWN)
          .execute(),
        theirs(email)
          .select((eb) => [
            eb.fn.countAll<number>().as('count'),
            eb.fn.sum<number>('total_amount').as('total'),
            eb.fn.sum<number>('amount_refunded').as('refunded'),
            eb.fn.min('created_at').as('first'),
            eb.fn.max('created_at').as('last'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      const total = Number(figures.total ?? 0);
      const refunded = Number(figures.refunded ?? 0);
      const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
      return {
        email: email.toLowerCase(),
        orders: rows.map(orderSummaryOf),
        order_count: Number(figures.count),
        total_spent: total - refunded,
        total_refunded: refunded,
        first_order_at: iso(figures.first),
        last_order_at: iso(figures.last),
      };
    },
  };
}
