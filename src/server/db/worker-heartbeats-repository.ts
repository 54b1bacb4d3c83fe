import type { Db } from './database';

const iso = (date: Date) => date.toISOString();

/** Rows of workers gone this long are pruned by the next beat: a day of deploys' history. */
const FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;

/** Each generation worker process's last sign of life. */
export function createWorkerHeartbeatsRepository(db: Db) {
  return {
    /** Records that `workerId` is alive now, and forgets workers gone for a day. */
    async beat(workerId: string, now: Date): Promise<void> {
      await db
        .insertInto('worker_heartbeats')
        .values({ worker_id: workerId, seen_at: iso(now) })
        .onConflict((conflict) => conflict.column('worker_id').doUpdateSet({ seen_at: iso(now) }))
        .execute();
      await db
        .deleteFrom('worker_heartbeats')
        .where('seen_at', '<', iso(new Date(now.getTime() - FORGOTTEN_AFTER_MS)))
        .execute();
    },

    /** When any worker was last seen alive; undefined when none ever was. */
    async lastSeen(): Promise<Date | undefined> {
      const row = await db
        .selectFrom('worker_heartbeats')
        .select((eb) => eb.fn.max('seen_at').as('seen_at'))
        .executeTakeFirst();
      return row?.seen_at ? new Date(row.seen_at) : undefined;
    },
  };
}

export type WorkerHeartbeatsRepository = ReturnType<typeof createWorkerHeartbeatsRepository>;
