import { queueOptionsSymbol } from 'piscina';
import { describe, expect, it } from 'vitest';
import { ArtTaskQueue, inBackground, type QueuedTask } from './art-task-queue';

/** A queued task as piscina hands it over: what the task holds under the symbol, or null. */
const task = (name: string, background = false): QueuedTask & { name: string } => {
  const queued: Partial<QueuedTask> & { name: string } = background
    ? inBackground({ name })
    : { name };
  return { name, [queueOptionsSymbol]: queued[queueOptionsSymbol] ?? null };
};
const names = (queue: ArtTaskQueue) => {
  const out: string[] = [];
  for (let next = queue.shift(); next; next = queue.shift())
    out.push((next as ReturnType<typeof task>).name);
  return out;
};

describe('the art threads’ queue', () => {
  it('hands out what a shopper waits for before the later looks queued ahead of it, each in its order', () => {
    const queue = new ArtTaskQueue();
    queue.push(task('look 2 of A', true));
    queue.push(task('look 3 of A', true));
    queue.push(task('check of C'));
    queue.push(task('first of C'));
    expect(queue.size).toBe(4);
    expect(names(queue)).toEqual(['check of C', 'first of C', 'look 2 of A', 'look 3 of A']);
    expect(queue.size).toBe(0);
  });

  it('puts a task handed back at the head of its own line, and drops a cancelled one', () => {
    const queue = new ArtTaskQueue();
    const cancelled = task('first of B');
    queue.push(task('look 2 of A', true));
    queue.push(cancelled);
    queue.push(task('first of C'));
    queue.unshift(task('look 1 of A', true));
    queue.remove(cancelled);
    expect(names(queue)).toEqual(['first of C', 'look 1 of A', 'look 2 of A']);
  });
});
