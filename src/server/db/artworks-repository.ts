import { ARTWORKS_PAGE_SIZE } from '../../shared/api/artworks';
import { encodePageCursor, type PageCursor } from '../domain/page-cursor';
import type { Db } from './database';
import type { JobRow } from './jobs-repository';
import { pastCursor } from './past-cursor';

/** Jobs whose artwork may be forgotten: finished, and no order or open checkout prints it. */
const FINISHED = ['completed', 'failed'];

/**
 * The artworks shoppers made, as jobs: a shopper's own, a page at a time, and what an order
 * still needs (those are never forgotten, by the shopper or by the retention sweep).
 */
export function createArtworksRepository(db: Db) {
  return {
    /** The owner's finished artworks, newest first, after `after`. */
    async page(
      ownerKey: string,
      after: PageCursor | null,
    ): Promise<{ jobs: (JobRow & { ordered: boolean })[]; nextCursor: string | null }> {
      let select = db
        .selectFrom('jobs')
        .selectAll('jobs')
        .select(({ exists, selectFrom }) =>
          exists(
            selectFrom('order_lines')
              .select('order_lines.order_id')
              .whereRef('order_lines.job_id', '=', 'jobs.id'),
          ).as('ordered'),
        )
        .where('owner_key', '=', ownerKey)
        .where('status', '=', 'completed');
      if (after) select = select.where(pastCursor(after, 'newest-first'));
      const rows = await select
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(ARTWORKS_PAGE_SIZE + 1)
        .execute();
      // SQLite answers EXISTS as 0 or 1, Postgres as a boolean.
      const jobs = rows
        .slice(0, ARTWORKS_PAGE_SIZE)
        .map((row) => ({ ...row, ordered: Boolean(row.ordered) }));
      const last = jobs.at(-1);
      return {
        jobs,
        nextCursor:
          rows.length > ARTWORKS_PAGE_SIZE && last
            ? encodePageCursor({ createdAt: last.created_at, id: last.id })
            : null,
      };
    },

    /** Whether an order prints the job's artwork, or a checkout being paid may yet. */
    async isNeededForOrder(jobId: string): Promise<boolean> {
      const ordered = await db
        .selectFrom('order_lines')
        .select('order_id')
        .where('job_id', '=', jobId)
        .limit(1)
        .executeTakeFirst();
      if (ordered) return true;
      const paying = await db
        .selectFrom('checkouts')
        .select('payment_intent_id')
        .where('status', '=', 'open')
        .where('lines', 'like', `%"${jobId}"%`)
        .limit(1)
        .executeTakeFirst();
      return paying !== undefined;
    },

    /**
     * Finished jobs made before `before` that no order prints, oldest first, after `after`:
     * what the retention sweep forgets. Open checkouts are checked job by job
     * (isNeededForOrder).
     */
    async expiredUnbought(before: Date, limit: number, after?: PageCursor): Promise<JobRow[]> {
      let select = db.selectFrom('jobs').selectAll();
      if (after) select = select.where(pastCursor(after, 'oldest-first'));
      return select
        .where('created_at', '<', before.toISOString())
        .where('status', 'in', FINISHED)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('order_lines')
                .select('order_lines.order_id')
                .whereRef('order_lines.job_id', '=', 'jobs.id'),
            ),
          ),
        )
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}

export type ArtworksRepository = ReturnType<typeof createArtworksRepository>;
