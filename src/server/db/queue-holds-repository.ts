import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { LOCK_CLASSES } from './advisory-lock';
import type { Db } from './database';

/**
 * Places in the job queue held by uploads being admitted, in every API process sharing one
 * Postgres database (workflows/queue-room.ts `createSharedQueueRoom`).
 */
export function createQueueHoldsRepository(db: Db) {
  return {
    /**
     * Takes a place, running out at `expiresAt`, when `fits(held)` says there is room beside the
     * `held` places not yet run out at `now`; its id, or null. Holders take turns under a
     * transaction's advisory lock, so two processes cannot both take the last place.
     */
    async holdIf(
      fits: (held: number) => Promise<boolean>,
      now: Date,
      expiresAt: Date,
    ): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${LOCK_CLASSES.queueRoom}::int,
          hashtext(current_database() || '.' || current_schema()))`.execute(trx);
        await trx.deleteFrom('queue_holds').where('expires_at', '<=', now.toISOString()).execute();
        const { held } = await trx
          .selectFrom('queue_holds')
          .select((eb) => eb.fn.countAll<number | string>().as('held'))
          .executeTakeFirstOrThrow();
        if (!(await fits(Number(held)))) return null;
        const id = randomUUID();
        await trx
          .insertInto('queue_holds')
          .values({ id, expires_at: expiresAt.toISOString() })
          .execute();
        return id;
      });
    },

    async release(id: string): Promise<void> {
      await db.deleteFrom('queue_holds').where('id', '=', id).execute();
    },
  };
}

export type QueueHoldsRepository = ReturnType<typeof createQueueHoldsRepository>;
