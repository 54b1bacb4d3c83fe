import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkerHeartbeatsRepository } from '../db/worker-heartbeats-repository';

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
}) {
  const workerId = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | undefined;
  const beat = () => {
    beating ??= options.heartbeats
      .beat(workerId, options.clock())
      .catch((error: unknown) => options.logger.warn({ err: error }, 'worker heartbeat failed'))
      .finally(() => {
        beating = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      beat();
      timer = setInterval(beat, options.everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await beating;
    },
  };
}

export type WorkerHeartbeat = ReturnType<typeof createWorkerHeartbeat>;
