export type LaneRun<D> = { ran: true; value: D } | { ran: false };

export interface DecodingLane {
  /**
   * Runs `work` once one of the lane's slots is free, in order of arrival. Work whose client
   * hangs up (`abandoned`) while it waits leaves the lane without running.
   */
  take<D>(work: () => Promise<D>, abandoned?: AbortSignal): Promise<LaneRun<D>>;
}

/**
 * At most `slots` decodings at once, one per thread that does them. The rest wait here rather
 * than in the thread pool's own queue, where nothing can be taken back out.
 */
export function createDecodingLane(slots: number): DecodingLane {
  let running = 0;
  const waiting: Array<() => void> = [];

  // A finished decoding hands its slot straight to the next in line, so none arriving between
  // the two can take it out of turn.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const slotFreed = (abandoned?: AbortSignal) =>
    new Promise<boolean>((resolve) => {
      const start = () => {
        abandoned?.removeEventListener('abort', leave);
        resolve(true);
      };
      const leave = () => {
        const place = waiting.indexOf(start);
        if (place >= 0) waiting.splice(place, 1);
        resolve(false);
      };
      waiting.push(start);
      abandoned?.addEventListener('abort', leave, { once: true });
    });

  return {
    async take(work, abandoned) {
      if (abandoned?.aborted) return { ran: false };
      if (running < slots) running += 1;
      else if (!(await slotFreed(abandoned))) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        release();
      }
    },
  };
}
