import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderSummary,
  FULFILMENT_STATUSES,
  type OrderCounts,
  PAYMENT_STATUSES,
  type PaymentCounts,
  paymentStatusSchema,
} from '../../shared/api/admin-orders';
import { encodePageCursor, type PageCursor } from '../domain/page-cursor';
import { type OrderFilters, ordersMatching, paymentStatusSql } from './admin-order-filters';
import type { Db } from './database';
import { orderSummaryOf, readFulfilmentStatus, SUMMARY_COLUMNS } from './order-summary-row';
import { pastCursor } from './past-cursor';

/** One page of the list: the filters, and where the last page ended. */
export interface AdminOrdersPageQuery extends OrderFilters {
  after: PageCursor | null;
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** The owner's view of every order: a filtered, searched list, a page at a time, and its counts. */
export function createAdminOrdersRepository(db: Db) {
  return {
    async list(
      query: AdminOrdersPageQuery,
    ): Promise<{ orders: AdminOrderSummary[]; nextCursor: string | null }> {
      let select = db.selectFrom('orders').select(SUMMARY_COLUMNS).where(ordersMatching(query));
      if (query.after) select = select.where(pastCursor(query.after, 'newest-first'));
      const rows = await select
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(ADMIN_ORDERS_PAGE_SIZE + 1)
        .execute();
      const page = rows.slice(0, ADMIN_ORDERS_PAGE_SIZE);
      const last = page.at(-1);
      return {
        orders: page.map(orderSummaryOf),
        nextCursor:
          rows.length > ADMIN_ORDERS_PAGE_SIZE && last
            ? encodePageCursor({ createdAt: last.created_at, id: last.id })
            : null,
      };
    },

    /**
     * Orders per fulfilment status over what every other filter keeps, and per payment status
     * likewise; every status named. One read of the orders the other filters keep, grouped by
     * both, serves the two chip rows; over every order, the database's kept tally (0025).
     */
    async counts(filters: OrderFilters): Promise<{ status: OrderCounts; payment: PaymentCounts }> {
      const { status: chosenStatus, payment: chosenPayment, ...rest } = filters;
      const everyOrder = Object.values(rest).every((value) => !value);
      const rows = everyOrder
        ? await db
            .selectFrom('order_tallies')
            .select(['fulfilment_status', 'payment', 'n'])
            .where('n', '>', 0)
            .execute()
        : await db
            .selectFrom('orders')
            .select((eb) => [
              'fulfilment_status',
              paymentStatusSql.as('payment'),
              eb.fn.countAll<number>().as('n'),
            ])
            .where(ordersMatching(rest))
            .groupBy(['fulfilment_status', paymentStatusSql])
            .execute();
      const status = zeros(FULFILMENT_STATUSES);
      const payment = zeros(PAYMENT_STATUSES);
      for (const row of rows) {
        const rowStatus = readFulfilmentStatus(row.fulfilment_status);
        const rowPayment = paymentStatusSchema.parse(row.payment);
        if (!chosenPayment || rowPayment === chosenPayment) status[rowStatus] += Number(row.n);
        if (!chosenStatus || rowStatus === chosenStatus) payment[rowPayment] += Number(row.n);
      }
      return { status, payment };
    },
  };
}
