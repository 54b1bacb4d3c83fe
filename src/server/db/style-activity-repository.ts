import { isStyleId, type StyleId } from '../../shared/styles';
import type { OrderedJob } from '../domain/owners/style-activity';
import type { Db } from './database';

export interface StyleJobCounts {
  generations: number;
  failures: number;
}

/** What each style was asked for and bought since a time, for the owner's styles screen. */
export function createStyleActivityRepository(db: Db) {
  return {
    /** Jobs per named style created since `since`, and how many of them failed. */
    async jobsByStyleSince(since: Date): Promise<Map<StyleId, StyleJobCounts>> {
      const rows = await db
        .selectFrom('jobs')
        .select(['style_id', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('created_at', '>=', since.toISOString())
        .where('style_id', 'is not', null)
        .groupBy(['style_id', 'status'])
        .execute();
      const counts = new Map<StyleId, StyleJobCounts>();
      for (const row of rows) {
        if (!row.style_id || !isStyleId(row.style_id)) continue;
        const count = counts.get(row.style_id) ?? { generations: 0, failures: 0 };
        count.generations += Number(row.n);
        if (row.status === 'failed') count.failures += Number(row.n);
        counts.set(row.style_id, count);
      }
      return counts;
    },

    /** Each line of the orders placed since `since`, as its order and job. */
    async orderedJobsSince(since: Date): Promise<OrderedJob[]> {
      const rows = await db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select(['order_lines.order_id', 'order_lines.job_id'])
        .where('orders.created_at', '>=', since.toISOString())
        .execute();
      return rows.map((row) => ({ orderId: row.order_id, jobId: row.job_id }));
    },

    /** The named style each of these jobs was painted in (custom descriptions have none). */
    async stylesOfJobs(jobIds: readonly string[]): Promise<Map<string, StyleId>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('jobs')
        .select(['id', 'style_id'])
        .where('id', 'in', [...new Set(jobIds)])
        .execute();
      const styles = new Map<string, StyleId>();
      for (const row of rows)
        if (row.style_id && isStyleId(row.style_id)) styles.set(row.id, row.style_id);
      return styles;
    },
  };
}

export type StyleActivityRepository = ReturnType<typeof createStyleActivityRepository>;
