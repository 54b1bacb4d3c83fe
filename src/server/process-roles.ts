import { startOrderBackgroundWork } from './background-work';
import { type Config, ConfigError } from './config';
import { type Services, startWorkers } from './services';

/** What one process does besides what it is (an API process serves HTTP; a worker does not). */
export interface ProcessRoles {
  /** Takes generation jobs from the queue (WORKER_CONCURRENCY > 0), with the job reaper. */
  generate: boolean;
  /** Runs the order outbox, checkout sweeper and partner poll (BACKGROUND_WORK=on). */
  orderWork: boolean;
}

/**
 * What an API process runs. With WORKER_CONCURRENCY=0 it makes no art: its uploads wait in
 * the queue for a worker process, which only a shared queue (REDIS_URL) can reach.
 */
export function apiProcessRoles(config: Config): ProcessRoles {
  const generate = config.jobs.concurrency > 0;
  if (!generate && config.queue.kind !== 'bullmq') {
    throw new ConfigError(
      'WORKER_CONCURRENCY=0 needs REDIS_URL: workers elsewhere can only take jobs from Redis',
    );
  }
  return { generate, orderWork: config.orders.backgroundWork };
}

/**
 * What `npm run worker` runs. It needs REDIS_URL: without it jobs live in this process's own
 * queue, which another process cannot take from, and the API process runs its own workers.
 */
export function workerProcessRoles(config: Config): ProcessRoles {
  if (config.queue.kind !== 'bullmq') {
    throw new ConfigError(
      'npm run worker needs REDIS_URL: without it the server runs its own workers',
    );
  }
  const roles = { generate: config.jobs.concurrency > 0, orderWork: config.orders.backgroundWork };
  if (!roles.generate && !roles.orderWork) {
    throw new ConfigError(
      'A worker with WORKER_CONCURRENCY=0 and BACKGROUND_WORK=off would do nothing',
    );
  }
  return roles;
}

/** Starts what the roles say; the answer stops the order work (closeServices stops the rest). */
export function startProcessWork(services: Services, roles: ProcessRoles): () => void {
  if (roles.generate) startWorkers(services);
  return roles.orderWork ? startOrderBackgroundWork(services) : () => {};
}
