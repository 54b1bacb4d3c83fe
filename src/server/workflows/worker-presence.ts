import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkerHeartbeatsRepository } from '../db/worker-heartbeats-repository';
import { type RepeatingTask, repeatingTask } from './repeating-task';

/**
 * Whether any process is taking generation jobs. An API process whose workers run elsewhere
 * asks before it accepts an upload: with none alive the shopper would wait for art nobody
 * paints, so the upload is refused as busy instead.
 */
export interface WorkerPresence {
  anyAlive(): Promise<boolean>;
}

/** For a process that runs its own workers: while it answers, a worker is alive. */
export const workersInThisProcess: WorkerPresence = { anyAlive: async () => true };

/**
 * Workers elsewhere, alive while one of them beat within `goneAfterMs`. The database answers
 * for them; when it does not, the upload cannot be recorded either, so that is not hidden here.
 */
export function createWorkerPresence(options: {
  heartbeats: Pick<WorkerHeartbeatsRepository, 'lastSeen'>;
  clock: () => Date;
  goneAfterMs: number;
}): WorkerPresence {
  return {
    async anyAlive() {
      const seen = await options.heartbeats.lastSeen();
      return seen !== undefined && options.clock().getTime() - seen.getTime() < options.goneAfterMs;
    },
  };
}

/** This worker process's heartbeat: a row kept fresh every `everyMs` while it takes jobs. */
export function createWorkerHeartbeat(options: {
  heartbeats: Pick<WorkerHeartbeatsRepository, 'beat'>;
  clock: () => Date;
  everyMs: number;
  logger: FastifyBaseLogger;
}): RepeatingTask {
  const workerId = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  return repeatingTask(() => options.heartbeats.beat(workerId, options.clock()), {
    everyMs: options.everyMs,
    runAtStart: true,
    onError: (error) => options.logger.warn({ err: error }, 'worker heartbeat failed'),
  });
}

export type WorkerHeartbeat = RepeatingTask;
