import { useEffect, useRef, useState } from 'react';

/**
 * `value` once its `key` has held still for `pauseMs`, so a figure worked out from what the
 * shopper types is asked for when they pause, not at every key. `settling` is true while a newer
 * key waits out its pause. The first value is settled at once: there is nothing to wait for.
 */
export function useSettled<T>(
  value: T,
  key: string,
  pauseMs: number,
): { settled: T; settling: boolean } {
  const [settled, setSettled] = useState({ key, value });
  // The value as it is when the pause ends; a value of the same key stands for the same figure.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value: latest.current }), pauseMs);
    return () => clearTimeout(timer);
  }, [key, settled.key, pauseMs]);
  return { settled: settled.value, settling: key !== settled.key };
}
