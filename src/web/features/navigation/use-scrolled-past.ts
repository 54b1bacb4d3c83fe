import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled down more than `thresholdPx`. The position is read in the scroll
 * listener and in an animation frame, never while rendering: reading `scrollY` just after React
 * changed the page makes the browser lay the page out there and then, once per render.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > thresholdPx);
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [thresholdPx]);
  return past;
}
