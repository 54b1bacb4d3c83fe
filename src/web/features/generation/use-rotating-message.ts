import { useEffect, useState } from 'react';
import { PROGRESS_MESSAGE_ROTATION_MS } from '../../../shared/constants';

/**
 * One message of the list at a time, moving to the next every 3.5 s (SPEC §4) and starting
 * over from the first when the list changes.
 */
export function useRotatingMessage(
  messages: readonly string[],
  intervalMs: number = PROGRESS_MESSAGE_ROTATION_MS,
): string {
  const key = messages.join('\n');
  const count = messages.length;
  const [position, setPosition] = useState({ key, index: 0 });
  const index = position.key === key ? position.index : 0;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => {
      setPosition((current) => ({
        key,
        index: ((current.key === key ? current.index : 0) + 1) % count,
      }));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [key, count, intervalMs]);

  return messages[index] ?? messages[0] ?? '';
}
