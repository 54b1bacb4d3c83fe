import type { Insertable, Selectable } from 'kysely';
import type { ApiProduct } from '../../shared/api/products';
import type { Db } from './database';
import type { JobsTable } from './schema';

export type JobRow = Selectable<JobsTable>;

/** What a finished job made: the products, and the artwork on its own. */
export interface JobResult {
  products: ApiProduct[];
  artworkUrl: string;
}
export type NewJob = Omit<
  Insertable<JobsTable>,
  | 'status'
  | 'attempts'
  | 'error'
  | 'result'
  | 'locked_until'
  | 'run_after'
  | 'created_at'
  | 'updated_at'
>;

const iso = (date: Date) => date.toISOString();

/** The jobs table: each generation job's owner, inputs, state and result. */
export function createJobsRepository(db: Db) {
  return {
    async insert(job: NewJob, now: Date): Promise<JobRow> {
      const row: JobRow = {
        user_id: null,
        guest_session_id: null,
        style_id: null,
        custom_prompt: null,
        ...job,
        status: 'queued',
        attempts: 0,
        error: null,
        result: null,
        locked_until: null,
        run_after: iso(now),
        created_at: iso(now),
        updated_at: iso(now),
      };
      await db.insertInto('jobs').values(row).execute();
      return row;
    },

    /** Only for a job that was never handed to a queue (its enqueue failed). */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('jobs').where('id', '=', id).execute();
    },

    async findById(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Takes the oldest runnable job for this worker: a queued one that is due, or a processing
     * one whose lease ran out because its worker died. Safe with many workers: the update only
     * wins when the row is still in the state it was read in.
     */
    async claimNext(now: Date, leaseMs: number): Promise<JobRow | undefined> {
      for (let tries = 0; tries < 5; tries++) {
        const candidate = await db
          .selectFrom('jobs')
          .select(['id', 'status', 'attempts'])
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', iso(now))]),
              eb.and([eb('status', '=', 'processing'), eb('locked_until', '<', iso(now))]),
            ]),
          )
          .orderBy('run_after')
          .limit(1)
          .executeTakeFirst();
        if (!candidate) return undefined;
        const claimed = await db
          .updateTable('jobs')
          .set({
            status: 'processing',
            attempts: candidate.attempts + 1,
            locked_until: iso(new Date(now.getTime() + leaseMs)),
            updated_at: iso(now),
          })
          .where('id', '=', candidate.id)
          .where('status', '=', candidate.status)
          .where('attempts', '=', candidate.attempts)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 1) return this.findById(candidate.id);
      }
      return undefined;
    },

    /** Marks a job as being worked on by a queue that claims on its own (BullMQ). */
    async markProcessing(id: string, now: Date, leaseMs: number): Promise<JobRow | undefined> {
      const job = await this.findById(id);
      if (!job || job.status === 'completed' || job.status === 'failed') return undefined;
      await db
        .updateTable('jobs')
        .set({
          status: 'processing',
          attempts: job.attempts + 1,
          locked_until: iso(new Date(now.getTime() + leaseMs)),
          updated_at: iso(now),
        })
        .where('id', '=', id)
        .execute();
      return this.findById(id);
    },

    async extendLease(id: string, now: Date, leaseMs: number): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ locked_until: iso(new Date(now.getTime() + leaseMs)) })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .execute();
    },

    async complete(id: string, result: JobResult, now: Date): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          status: 'completed',
          result: JSON.stringify({ products: result.products, artwork_url: result.artworkUrl }),
          error: null,
          locked_until: null,
          updated_at: iso(now),
        })
        .where('id', '=', id)
        .execute();
    },

    async fail(id: string, reason: string, now: Date): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'failed', error: reason, locked_until: null, updated_at: iso(now) })
        .where('id', '=', id)
        .execute();
    },

    async scheduleRetry(id: string, runAfter: Date, lastError: string, now: Date): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          status: 'queued',
          run_after: iso(runAfter),
          error: lastError,
          locked_until: null,
          updated_at: iso(now),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Jobs not yet finished: the depth back-pressure is measured on. */
    async countUnfinished(): Promise<number> {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('status', 'in', ['queued', 'processing'])
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async countByOwnerSince(ownerKey: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('owner_key', '=', ownerKey)
        .where('created_at', '>=', iso(since))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
