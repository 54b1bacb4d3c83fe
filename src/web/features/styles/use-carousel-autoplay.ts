import { useReducedMotion } from 'motion/react';
import { type FocusEvent, type PointerEvent, useEffect, useState } from 'react';
import type { CarouselApi } from './carousel-api';

/** Marks the play/pause button, whose focus must not count as the shopper looking at slides. */
export const AUTOPLAY_TOGGLE_ATTRIBUTE = 'data-autoplay-toggle';

/**
 * When the carousel advances by itself (SPEC §2): not while the pointer is over it, not while
 * keyboard focus is in it, and not once the shopper moved it, touched it or pressed pause (the
 * slide they went to look at stays in front of them). People who ask their system for less
 * motion start paused and may press play.
 */
export function useCarouselAutoplay(api: CarouselApi | undefined, enabled: boolean) {
  const reducedMotion = useReducedMotion() ?? false;
  const [stoppedByUser, setStoppedByUser] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = enabled && !stoppedByUser && !hovered && !focused;

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    // Autoplay with a single snap would spin on a zero delay.
    if (!api || !autoplay || api.scrollSnapList().length < 2) return;
    if (playing) autoplay.play();
    else autoplay.stop();
    // Embla restarts its timer when a drag ends; keep it held while we are paused.
    const hold = () => {
      if (!playing) autoplay.stop();
    };
    api.on('pointerUp', hold);
    return () => {
      api.off('pointerUp', hold);
    };
  }, [api, playing]);

  useEffect(() => {
    if (!api) return;
    const stop = () => setStoppedByUser(true);
    api.on('pointerDown', stop);
    return () => {
      api.off('pointerDown', stop);
    };
  }, [api]);

  const regionHandlers = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false);
    },
    onFocus: (event: FocusEvent) => {
      setFocused(!(event.target as Element).hasAttribute(AUTOPLAY_TOGGLE_ATTRIBUTE));
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    /** Whether the shopper has it stopped (the toggle then offers play). */
    stoppedByUser,
    /** Whether it is advancing by itself right now. */
    playing,
    toggle: () => setStoppedByUser((stopped) => !stopped),
    /** The shopper moved the carousel themselves. */
    stop: () => setStoppedByUser(true),
    regionHandlers,
    reducedMotion,
  };
}
