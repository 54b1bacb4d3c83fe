import { queueOptionsSymbol, type TaskQueue } from 'piscina';

/** A task as piscina hands it to its queue. */
export type QueuedTask = Parameters<TaskQueue['push']>[0];

/** What a task tells the queue about itself (piscina hands the queue what the task holds under `queueOptionsSymbol`). */
interface ArtTaskQueueOptions {
  readonly background?: boolean;
}

/** `task`, marked as work no shopper is waiting for: it queues behind every other task. */
export function inBackground<T extends object>(task: T): T {
  const options: ArtTaskQueueOptions = { background: true };
  return Object.assign(task, { [queueOptionsSymbol]: options });
}

const isBackground = (task: QueuedTask) =>
  (task[queueOptionsSymbol] as ArtTaskQueueOptions | null)?.background === true;

/**
 * A thread pool's queue in which every task a shopper waits for (an upload's check, a
 * creation's first picture, its finish and mock-ups) goes ahead of the background work queued
 * before it (a creation's later looks), first come first served within each. The variation
 * painter holds the later looks back while a first picture paints, but not while the next
 * shopper's upload is still being checked: four 12 MP shoppers at once had the third and
 * fourth first pictures queue behind two later looks of the first (bench:generation's p95).
 * A task already running is never stopped.
 */
export class ArtTaskQueue implements TaskQueue {
  private readonly waited: QueuedTask[] = [];
  private readonly background: QueuedTask[] = [];

  get size(): number {
    return this.waited.length + this.background.length;
  }

  shift(): QueuedTask | null {
    return this.waited.shift() ?? this.background.shift() ?? null;
  }

  push(task: QueuedTask): void {
    (isBackground(task) ? this.background : this.waited).push(task);
  }

  unshift(task: QueuedTask): void {
    (isBackground(task) ? this.background : this.waited).unshift(task);
  }

  remove(task: QueuedTask): void {
    for (const list of [this.waited, this.background]) {
      const at = list.indexOf(task);
      if (at >= 0) {
        list.splice(at, 1);
        return;
      }
    }
  }
}
