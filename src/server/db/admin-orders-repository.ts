import { sql } from 'kysely';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderSummary,
  type OrderCounts,
} from '../../shared/api/admin-orders';
import type { OrderStatus } from '../../shared/api/orders';
import { paymentStatusOf } from '../domain/orders/order-standing';
import { readStoredStatus } from '../domain/orders/order-status';
import { encodePageCursor, type PageCursor } from '../domain/page-cursor';
import type { Db } from './database';
import { pastCursor } from './past-cursor';

/** One page of the list: a status to keep, words to find, and where the last page ended. */
export interface AdminOrdersPageQuery {
  status?: OrderStatus;
  q?: string;
  after: PageCursor | null;
}

/** LIKE's own wildcards in the owner's words match themselves. */
const likeEscaped = (words: string) => words.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The owner's view of every order: a filtered, searched list, a page at a time. */
export function createAdminOrdersRepository(db: Db) {
  const matching = (q: string | undefined) => {
    let query = db.selectFrom('orders');
    if (q) {
      const words = q.trim().toLowerCase();
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(display_id)`, '=', words),
          eb(sql`lower(display_id)`, '=', `mm-${words}`),
          eb(sql`lower(email)`, 'like', sql<string>`${`%${likeEscaped(words)}%`} escape '\\'`),
        ]),
      );
    }
    return query;
  };

  return {
    async list(
      query: AdminOrdersPageQuery,
    ): Promise<{ orders: AdminOrderSummary[]; nextCursor: string | null }> {
      let select = matching(query.q).select([
        'id',
        'display_id',
        'status',
        'total_amount',
        'amount_refunded',
        'email',
        'created_at',
      ]);
      if (query.status) select = select.where('status', '=', query.status);
      if (query.after) select = select.where(pastCursor(query.after, 'newest-first'));
      const rows = await select
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(ADMIN_ORDERS_PAGE_SIZE + 1)
        .execute();
      const page = rows.slice(0, ADMIN_ORDERS_PAGE_SIZE);
      const last = page.at(-1);
      return {
        orders: page.map((row) => {
          const money = {
            totalAmount: Number(row.total_amount),
            amountRefunded: Number(row.amount_refunded),
          };
          return {
            id: row.id,
            display_id: row.display_id,
            status: readStoredStatus(row.status),
            payment_status: paymentStatusOf(money),
            total_amount: money.totalAmount,
            amount_refunded: money.amountRefunded,
            email: row.email,
            created_at: new Date(row.created_at).toISOString(),
          };
        }),
        nextCursor:
          rows.length > ADMIN_ORDERS_PAGE_SIZE && last
            ? encodePageCursor({ createdAt: last.created_at, id: last.id })
            : null,
      };
    },

    /** How many orders the words match in each status. */
    async counts(q: string | undefined): Promise<OrderCounts> {
      const rows = await matching(q)
        .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      const counts: OrderCounts = {};
      for (const row of rows) {
        const status = readStoredStatus(row.status);
        counts[status] = (counts[status] ?? 0) + Number(row.n);
      }
      return counts;
    },
  };
}
