import type { JobQueue } from '../ports/job-queue';

/**
 * Room in the job queue for the generations being admitted. An upload is admitted before its
 * photo's check (seconds) and queued after it: counting only what is queued let every upload
 * that arrived meanwhile in (102 accepted of 100). Each admitted generation holds a place until
 * it is queued or refused, so this process never admits more than there is room for. Other
 * processes' uploads in flight are not seen: with several APIs the limit is per process, over
 * the shared queue's depth.
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
