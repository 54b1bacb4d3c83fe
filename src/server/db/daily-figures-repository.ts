import type { Db } from './database';

/** How many of the orders needing attention the summary lists. */
const WAITING_SHOWN = 50;

/** The figures of the owners' daily summary, between `start` (included) and `end`. */
export function createDailyFiguresRepository(db: Db) {
  return {
    async between(start: Date, end: Date) {
      const [placed, refunds, waiting] = await Promise.all([
        db
          .selectFrom('orders')
          .select((eb) => [
            eb.fn.countAll<number>().as('count'),
            eb.fn.sum<number>('total_amount').as('revenue'),
          ])
          .where('created_at', '>=', start.toISOString())
          .where('created_at', '<', end.toISOString())
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('order_refunds')
          .select((eb) => [
            eb.fn.countAll<number>().as('count'),
            eb.fn.sum<number>('amount').as('amount'),
          ])
          .where('status', '=', 'succeeded')
          .where('created_at', '>=', start.toISOString())
          .where('created_at', '<', end.toISOString())
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('orders')
          .select(['id', 'display_id'])
          .where('status', '=', 'needs_attention')
          .orderBy('created_at')
          .orderBy('id')
          .limit(WAITING_SHOWN)
          .execute(),
      ]);
      return {
        orders: Number(placed.count),
        revenue: Number(placed.revenue ?? 0),
        refunds: { count: Number(refunds.count), amount: Number(refunds.amount ?? 0) },
        waiting: waiting.map((row) => ({ id: row.id, displayId: row.display_id })),
      };
    },
  };
}
