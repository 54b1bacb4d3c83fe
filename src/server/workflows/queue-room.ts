import type { FastifyBaseLogger } from 'fastify';
import type { QueueHoldsRepository } from '../db/queue-holds-repository';
import type { JobQueue } from '../ports/job-queue';

/**
 * Room in the job queue for the generations being admitted. An upload is admitted before its
 * photo's check (seconds) and queued after it: counting only what is queued let every upload
 * that arrived meanwhile in (102 accepted of 100). Each admitted generation holds a place until
 * it is queued or refused, so this process never admits more than there is room for. This
 * room is one process's (SQLite's store); API processes sharing Postgres share one
 * (`createSharedQueueRoom`).
 */
export interface QueueRoom {
  /**
   * A place for one job, given back by the answer once the job is queued (the depth counts it
   * then) or refused; null when the queue is full. Throws QueueUnavailableError as `depth` does.
   */
  hold(): Promise<(() => void) | null>;
}

export function createQueueRoom(queue: Pick<JobQueue, 'depth'>, maxDepth: number): QueueRoom {
  let held = 0;
  return {
    async hold() {
      const depth = await queue.depth();
      // No await between the look and the hold: two uploads cannot take the same last place.
      if (depth + held >= maxDepth) return null;
      held += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        held -= 1;
      };
    },
  };
}

/**
 * How long a held place outlives a process that died before giving it back: an admitted
 * upload is checked and queued within seconds.
 */
export const HOLD_EXPIRES_MS = 2 * 60_000;

/**
 * The room shared by every API process on one Postgres database: each admitted upload's place
 * is held in the database, where the other processes count it.
 *
 * A place is given back after its job is queued, and an admission reads the held places before
 * the depth: a place it no longer sees belongs to a job the depth already counts. At worst a
 * job is counted twice for a moment, never missed.
 */
export function createSharedQueueRoom(
  holds: QueueHoldsRepository,
  queue: Pick<JobQueue, 'depth'>,
  maxDepth: number,
  clock: () => Date,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): QueueRoom {
  async function holdNow(): Promise<(() => void) | null> {
    const now = clock();
    const expiresAt = new Date(now.getTime() + HOLD_EXPIRES_MS);
    const fits = async (held: number) => (await queue.depth()) + held < maxDepth;
    const id = await holds.holdIf(fits, now, expiresAt);
    if (!id) return null;
    // A place that cannot be given back now runs out by itself.
    return () =>
      void holds
        .release(id)
        .catch((error: unknown) =>
          logger.warn({ err: error, holdId: id }, 'queue place not given back; it runs out'),
        );
  }
  // One admission of this process at a time reaches the database: each waits for the lock on a
  // pool connection, and the one holding the lock needs another for the table queue's depth. A
  // burst larger than the pool would take every connection and leave it none.
  let turn: Promise<unknown> = Promise.resolve();
  return {
    hold() {
      const mine = turn.then(holdNow);
      turn = mine.catch(() => undefined);
      return mine;
    },
  };
}
