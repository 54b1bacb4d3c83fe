import { sql } from 'kysely';
import { type AdminCustomer, CUSTOMER_ORDERS_SHOWN } from '../../shared/api/admin-customers';
import { paymentStatusOf } from '../domain/orders/order-standing';
import { readStoredStatus } from '../domain/orders/order-status';
import { readFulfilmentStatus } from './admin-orders-repository';
import type { Db } from './database';

/** One customer, by e-mail: the orders they placed (any letter case) and what they came to. */
export function createAdminCustomersRepository(db: Db) {
  // Shoppers type their address as they like; the customer is the address in any case.
  const theirs = (email: string) =>
    db.selectFrom('orders').where(sql<string>`lower(email)`, '=', email.toLowerCase());

  return {
    async find(email: string): Promise<AdminCustomer> {
      const [rows, figures] = await Promise.all([
        theirs(email)
          .select(['id', 'display_id', 'status', 'fulfilment_status', 'total_amount'])
          .select(['amount_refunded', 'email', 'created_at'])
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
        orders: rows.map((row) => {
          const money = {
            totalAmount: Number(row.total_amount),
            amountRefunded: Number(row.amount_refunded),
          };
          return {
            id: row.id,
            display_id: row.display_id,
            status: readStoredStatus(row.status),
            fulfilment_status: readFulfilmentStatus(row.fulfilment_status),
            payment_status: paymentStatusOf(money),
            total_amount: money.totalAmount,
            amount_refunded: money.amountRefunded,
            email: row.email,
            created_at: new Date(row.created_at).toISOString(),
          };
        }),
        order_count: Number(figures.count),
        total_spent: total - refunded,
        total_refunded: refunded,
        first_order_at: iso(figures.first),
        last_order_at: iso(figures.last),
      };
    },
  };
}
