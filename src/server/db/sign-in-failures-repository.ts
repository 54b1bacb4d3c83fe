import type { Db } from './database';

export interface FailureCount {
  failures: number;
  lastFailureAt: Date;
}

/**
 * Failed sign-ins per subject. A count moves only from the state its caller read (compare and
 * swap), so attempts sent at once cannot all pass through the same free moment.
 */
export function createSignInFailuresRepository(db: Db) {
  return {
    async find(subject: string): Promise<FailureCount | undefined> {
      const row = await db
        .selectFrom('sign_in_failures')
        .select(['failures', 'last_failure_at'])
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row && { failures: row.failures, lastFailureAt: new Date(row.last_failure_at) };
    },

    /** Moves `subject` from `seen` (undefined: no row) to `next`; false if another got there first. */
    async swap(
      subject: string,
      seen: FailureCount | undefined,
      next: FailureCount,
    ): Promise<boolean> {
      const values = { failures: next.failures, last_failure_at: next.lastFailureAt.toISOString() };
      if (!seen) {
        const inserted = await db
          .insertInto('sign_in_failures')
          .values({ subject, ...values })
          .onConflict((conflict) => conflict.column('subject').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
      }
      const updated = await db
        .updateTable('sign_in_failures')
        .set(values)
        .where('subject', '=', subject)
        .where('failures', '=', seen.failures)
        .where('last_failure_at', '=', seen.lastFailureAt.toISOString())
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Takes back one counted attempt that turned out not to be a failure. */
    async uncount(subject: string): Promise<void> {
      await db
        .updateTable('sign_in_failures')
        .set((eb) => ({ failures: eb('failures', '-', 1) }))
        .where('subject', '=', subject)
        .where('failures', '>', 0)
        .execute();
    },

    async forget(subject: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('subject', '=', subject).execute();
    },

    /** Counts with no failure since `before` are forgotten anyway; they go, so the table stays small. */
    async deleteBefore(before: Date): Promise<void> {
      await db
        .deleteFrom('sign_in_failures')
        .where('last_failure_at', '<', before.toISOString())
        .execute();
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
