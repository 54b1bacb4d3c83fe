import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatingTask } from './repeating-task';

describe('a repeating task', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never runs twice at once, carries on after a failure, and stops', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    let finish: (() => void) | undefined;
    const task = repeatingTask(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('first run failed');
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      { everyMs: 100, runAtStart: true, onError: (error) => errors.push(error) },
    );
    task.start();
    task.start();
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    // The second run is still going: the timer firing again starts nothing.
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    const stopped = task.stop();
    finish?.();
    await stopped;
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(2);
  });
});
