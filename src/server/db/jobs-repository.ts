import { randomUUID } from 'node:crypto';
import type {
  ExpressionOrFactory,
  Insertable,
  Selectable,
  SqlBool,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { ApiProduct } from '../../shared/api/products';
import { UNFINISHED_JOB_STATUSES } from '../../shared/job-finished';
import type { Db } from './database';
import type { Database, JobsTable } from './schema';

export type JobRow = Selectable<JobsTable>;

/** What a finished job made: the products, and the artwork on its own. */
export interface JobResult {
  products: ApiProduct[];
  /** The marked, screen-size preview shoppers see (artworks/artwork-keys.ts). */
  artworkUrl: string;
  /** The full artwork's media key, served only to buyers; jobs from before previews lack it. */
  artworkKey?: string;
  /** For a custom description, the words it was painted by. */
  paintedAs?: readonly string[];
}
export type NewJob = Omit<
  Insertable<JobsTable>,
  | 'status'
  | 'attempts'
  | 'lost_workers'
  | 'error'
  | 'result'
  | 'locked_until'
  | 'lease_token'
  | 'run_after'
  | 'created_at'
  | 'updated_at'
>;

/** One claim of a job: the worker holding it may extend and finish it. */
export interface JobLease {
  id: string;
  token: string;
}

const iso = (date: Date) => date.toISOString();

type JobsUpdate = UpdateQueryBuilder<Database, 'jobs', 'jobs', UpdateResult>;

/** Limits an update to the claim holding `token`, while it still works on the job. */
const fenced = (query: JobsUpdate, token: string | undefined): JobsUpdate =>
  token === undefined
    ? query
    : query.where('status', '=', 'processing').where('lease_token', '=', token);

/** The jobs table: each generation job's owner, inputs, state and result. */
export function createJobsRepository(db: Db) {
  /** How many jobs `where` holds for (Postgres answers a count as a string). */
  async function countJobs(where: ExpressionOrFactory<Database, 'jobs', SqlBool>): Promise<number> {
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  return {
    /**
     * Records a new job, unless its owner already has one made by the same upload key: then
     * nothing is written and the answer is that job's id (a repeated "Create My Art").
     */
    async insert(job: NewJob, now: Date): Promise<{ id: string; created: boolean }> {
      const row: JobRow = {
        user_id: null,
        guest_session_id: null,
        style_id: null,
        custom_prompt: null,
        client_address: null,
        media_name: null,
        faces: null,
        first_look: 0,
        upload_key: null,
        ...job,
        status: 'queued',
        attempts: 0,
        lost_workers: 0,
        error: null,
        result: null,
        locked_until: null,
        lease_token: null,
        run_after: iso(now),
        created_at: iso(now),
        updated_at: iso(now),
      };
      const [written] = await db
        .insertInto('jobs')
        .values(row)
        .onConflict((conflict) => conflict.columns(['owner_key', 'upload_key']).doNothing())
        .execute();
      if (Number(written?.numInsertedOrUpdatedRows ?? 0) > 0 || row.upload_key === null) {
        return { id: row.id, created: true };
      }
      // The other send of the same key won: its job is the one.
      const held = await this.findByUploadKey(row.owner_key, row.upload_key);
      if (!held) throw new Error(`job ${row.id} was neither inserted nor held by its key`);
      return { id: held, created: false };
    },

    /** The owner's job made by this upload key, if one was. */
    async findByUploadKey(ownerKey: string, uploadKey: string): Promise<string | null> {
      const held = await db
        .selectFrom('jobs')
        .select('id')
        .where('owner_key', '=', ownerKey)
        .where('upload_key', '=', uploadKey)
        .executeTakeFirst();
      return held?.id ?? null;
    },

    /** A job that was never handed to a queue (its enqueue failed), or one being forgotten. */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('jobs').where('id', '=', id).execute();
    },

    /** Whether a job other than `jobId` was made from the photo stored under `photoKey`. */
    async photoSharedBeyond(jobId: string, photoKey: string): Promise<boolean> {
      const other = await db
        .selectFrom('jobs')
        .select('id')
        .where('photo_key', '=', photoKey)
        .where('id', '!=', jobId)
        .limit(1)
        .executeTakeFirst();
      return other !== undefined;
    },

    /**
     * The first look a new creation of this photo in this direction paints: the one after the
     * looks its earlier creations painted (VARIATIONS_PER_CREATION each), 0 for the first.
     */
    async nextFirstLook(
      photoKey: string,
      direction: { styleId: string | null; customPrompt: string | null },
      perCreation: number,
    ): Promise<number> {
      const found = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.max('first_look').as('last'))
        .where('photo_key', '=', photoKey)
        .where((eb) =>
          direction.styleId
            ? eb('style_id', '=', direction.styleId)
            : eb.and([
                eb('style_id', 'is', null),
                eb('custom_prompt', '=', direction.customPrompt),
              ]),
        )
        .executeTakeFirst();
      const last = found?.last;
      return last === null || last === undefined ? 0 : Number(last) + perCreation;
    },

    async findById(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Takes the oldest due queued job for this worker and counts the attempt as it starts.
     * Safe with many workers: the update only wins when the row is still queued.
     */
    async claimNext(now: Date, leaseMs: number): Promise<JobRow | undefined> {
      for (let tries = 0; tries < 5; tries++) {
        const candidate = await db
          .selectFrom('jobs')
          .select('id')
          .where('status', '=', 'queued')
          .where('run_after', '<=', iso(now))
          .orderBy('run_after')
          .limit(1)
          .executeTakeFirst();
        if (!candidate) return undefined;
        const claimed = await this.claim(candidate.id, now, leaseMs);
        if (claimed) return claimed;
      }
      return undefined;
    },

    /**
     * Starts an attempt at this queued job for a queue that picks jobs on its own (BullMQ):
     * counts it and leases it under a fresh token. Undefined when the job is not queued (it
     * runs elsewhere or is finished), so a duplicate message does no work.
     */
    async claim(id: string, now: Date, leaseMs: number): Promise<JobRow | undefined> {
      const leaseToken = randomUUID();
      const claimed = await db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'processing',
          attempts: eb('attempts', '+', 1),
          locked_until: iso(new Date(now.getTime() + leaseMs)),
          lease_token: leaseToken,
          updated_at: iso(now),
        }))
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return undefined;
      return this.findById(id);
    },

    async extendLease(lease: JobLease, now: Date, leaseMs: number): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ locked_until: iso(new Date(now.getTime() + leaseMs)) })
        .where('id', '=', lease.id)
        .where('status', '=', 'processing')
        .where('lease_token', '=', lease.token)
        .execute();
    },

    /**
     * Records the products. With a lease, only while that lease is the job's: a worker whose
     * lease was taken over changes nothing. Answers whether the row changed.
     */
    async complete(id: string, result: JobResult, now: Date, token?: string): Promise<boolean> {
      const done = await fenced(
        db
          .updateTable('jobs')
          .set({
            status: 'completed',
            result: JSON.stringify({
              products: result.products,
              artwork_url: result.artworkUrl,
              artwork_key: result.artworkKey,
              painted_as: result.paintedAs,
            }),
            error: null,
            locked_until: null,
            lease_token: null,
            updated_at: iso(now),
          })
          .where('id', '=', id),
        token,
      ).executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    async fail(id: string, reason: string, now: Date, token?: string): Promise<boolean> {
      const done = await fenced(
        db
          .updateTable('jobs')
          .set({
            status: 'failed',
            error: reason,
            locked_until: null,
            lease_token: null,
            updated_at: iso(now),
          })
          .where('id', '=', id),
        token,
      ).executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    async scheduleRetry(
      id: string,
      runAfter: Date,
      lastError: string,
      now: Date,
      token?: string,
    ): Promise<boolean> {
      const done = await fenced(
        db
          .updateTable('jobs')
          .set({
            status: 'queued',
            run_after: iso(runAfter),
            error: lastError,
            locked_until: null,
            lease_token: null,
            updated_at: iso(now),
          })
          .where('id', '=', id),
        token,
      ).executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    /**
     * Ends a claim whose lease ran out, its worker counted as lost: back to queued with the
     * attempt given back, or failed with `failReason` once too many workers were lost. Not when
     * the lease was renewed meanwhile.
     */
    async releaseExpired(lease: JobLease, now: Date, failReason?: string): Promise<boolean> {
      const done = await db
        .updateTable('jobs')
        .set((eb) =>
          failReason === undefined
            ? { status: 'queued', run_after: iso(now), attempts: eb('attempts', '-', 1) }
            : { status: 'failed', error: failReason },
        )
        .set((eb) => ({
          lost_workers: eb('lost_workers', '+', 1),
          locked_until: null,
          lease_token: null,
          updated_at: iso(now),
        }))
        .where('id', '=', lease.id)
        .where('status', '=', 'processing')
        .where('lease_token', '=', lease.token)
        .where('locked_until', '<', iso(now))
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    /** Jobs being worked on whose lease ran out: their worker died or stalled. */
    async findExpiredLeases(now: Date, limit: number): Promise<JobRow[]> {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('status', '=', 'processing')
        .where('locked_until', '<', iso(now))
        .orderBy('locked_until')
        .limit(limit)
        .execute();
    },

    /** Queued jobs that were due before `dueBefore` and still wait: their message may be lost. */
    async findOverdueQueued(dueBefore: Date, limit: number): Promise<JobRow[]> {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('status', '=', 'queued')
        .where('run_after', '<', iso(dueBefore))
        .orderBy('run_after')
        .limit(limit)
        .execute();
    },

    /** Jobs not yet finished: the depth back-pressure is measured on. */
    countUnfinished: () => countJobs((eb) => eb('status', 'in', UNFINISHED_JOB_STATUSES)),

    countByOwnerSince: (ownerKey: string, since: Date) =>
      countJobs((eb) =>
        eb.and([eb('owner_key', '=', ownerKey), eb('created_at', '>=', iso(since))]),
      ),

    /** Jobs uploaded from one client address since `since`, whoever they were for. */
    countByAddressSince: (clientAddress: string, since: Date) =>
      countJobs((eb) =>
        eb.and([eb('client_address', '=', clientAddress), eb('created_at', '>=', iso(since))]),
      ),
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
