/** Work this process repeats on a timer: the job reaper, a worker's heartbeat. */
export interface RepeatingTask {
  start(): void;
  /** Stops the timer and waits for the run under way. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` (and at once when `runAtStart`), one run at a time: a run still
 * going when the timer fires is not doubled. A failed run goes to `onError` and the next is
 * tried as usual. The timer never keeps the process alive on its own.
 */
export function repeatingTask(
  run: () => Promise<void>,
  options: { everyMs: number; runAtStart?: boolean; onError: (error: unknown) => void },
): RepeatingTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= run()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      if (options.runAtStart) runOnce();
      timer = setInterval(runOnce, options.everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
