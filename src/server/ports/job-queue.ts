/** Runs one attempt of a job; throwing means the attempt failed. */
export type JobHandler = (jobId: string) => Promise<void>;

export class QueueUnavailableError extends Error {
  override readonly name = 'QueueUnavailableError';
}

/**
 * Hands generation jobs to workers. The jobs table is the record of each job's state; the
 * queue only decides who runs what and when. `enqueue` and `depth` throw
 * `QueueUnavailableError` when the backend cannot be reached.
 */
export interface JobQueue {
  readonly name: string;
  /**
   * Hands a queued job to the workers, not before `delayMs` when it is a retry. `spell` is how
   * many times the job was queued before (domain/job-attempts.ts `queuedSpell`; 0 for a new
   * job): one message per queued spell.
   */
  enqueue(jobId: string, options?: { delayMs?: number; spell?: number }): Promise<void>;
  /**
   * Hands a queued job to the workers again when the queue no longer holds its message (Redis
   * was flushed, say); answers whether it had to. Harmless for a job whose message is there.
   */
  requeueIfLost(job: { id: string; spell: number }): Promise<boolean>;
  /** Jobs waiting or running: what back-pressure is measured on. */
  depth(): Promise<number>;
  /** Starts running jobs with `handler`, `concurrency` at a time. */
  start(handler: JobHandler, concurrency: number): void;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
}
