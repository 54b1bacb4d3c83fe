import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { styleOptions } from './style-options';
import { useCarouselSelection } from './use-carousel-selection';

const options = styleOptions([
  { id: 'royal_oil_paint', label: 'Royal Portrait' },
  { id: 'caravaggio', label: 'Renaissance Art' },
  { id: 'cyberpunk_hero', label: 'Cyberpunk Hero' },
  { id: 'commanding_wizard', label: 'Commanding Wizard', disabled: true },
]);

/**
 * Embla's part the hook uses: a selected snap that moves and announces 'select' as Embla does,
 * and a pointer that presses and lifts (a swipe settles its slide before Embla reports the lift).
 */
function fakeCarousel(start = 0) {
  let index = start;
  const listeners = new Map<string, Set<() => void>>();
  const emit = (event: string) => {
    for (const listener of listeners.get(event) ?? []) listener();
  };
  const api = {
    on: vi.fn((event: string, listener: () => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return api;
    }),
    off: vi.fn((event: string, listener: () => void) => {
      listeners.get(event)?.delete(listener);
      return api;
    }),
    selectedScrollSnap: () => index,
    scrollTo: vi.fn((next: number) => {
      if (next === index) return;
      index = next;
      emit('select');
    }),
  };
  /** The slideshow moved the carousel by itself. */
  const advance = (next: number) => act(() => api.scrollTo(next));
  /** The shopper swiped the carousel to slide `next` (or, for the same slide, only tapped it). */
  const swipeTo = (next: number) =>
    act(() => {
      emit('pointerDown');
      api.scrollTo(next);
      emit('pointerUp');
    });
  return { api, advance, swipeTo };
}

function setup(selectedStyleId: string | null, start = 0) {
  const carousel = fakeCarousel(start);
  const onSelectStyle = vi.fn();
  const hook = renderHook(
    ({ selected }) =>
      useCarouselSelection({
        api: carousel.api as never,
        options,
        selectedStyleId: selected,
        onSelectStyle,
        jump: false,
      }),
    { initialProps: { selected: selectedStyleId } },
  );
  return { ...carousel, onSelectStyle, hook };
}

describe('carousel selection', () => {
  it('follows the slideshow on screen without choosing what it shows', () => {
    const { advance, onSelectStyle, hook } = setup('caravaggio', 1);
    advance(2);
    advance(0);
    expect(hook.result.current.visibleIndex).toBe(0);
    expect(onSelectStyle).not.toHaveBeenCalled();
  });

  it('makes the slide a shopper swipes to the chosen style', () => {
    const { swipeTo, onSelectStyle, hook } = setup('caravaggio', 1);
    swipeTo(2);
    expect(onSelectStyle).toHaveBeenCalledExactlyOnceWith(options[2]);
    expect(hook.result.current.visibleIndex).toBe(2);
  });

  it('chooses nothing for a tap that moved no slide', () => {
    const { advance, swipeTo, onSelectStyle } = setup('caravaggio', 1);
    advance(2);
    swipeTo(2);
    expect(onSelectStyle).not.toHaveBeenCalled();
  });

  it('chooses the slide on show when asked (after an arrow or a tap on a slide)', () => {
    const { api, hook, onSelectStyle } = setup(null);
    act(() => {
      api.scrollTo(2);
      hook.result.current.pickShownSlide();
    });
    expect(onSelectStyle).toHaveBeenCalledExactlyOnceWith(options[2]);
  });

  it('never chooses a disabled style, whatever brings it into view', () => {
    const { api, swipeTo, hook, onSelectStyle } = setup('caravaggio', 1);
    swipeTo(3);
    act(() => hook.result.current.pickShownSlide());
    expect(api.selectedScrollSnap()).toBe(3);
    expect(onSelectStyle).not.toHaveBeenCalled();
  });

  it('scrolls to a style chosen elsewhere without choosing it a second time', () => {
    const { api, onSelectStyle, hook } = setup(null);
    hook.rerender({ selected: 'cyberpunk_hero' });
    expect(api.scrollTo).toHaveBeenCalledWith(2, false);
    expect(hook.result.current.visibleIndex).toBe(2);
    act(() => hook.result.current.pickShownSlide());
    expect(onSelectStyle).not.toHaveBeenCalled();
  });

  it('opens on the slide of the style already chosen', () => {
    const { api } = setup('custom');
    expect(api.scrollTo).toHaveBeenCalledWith(4, false);
  });

  it('stays put when the choice is cleared or names a style it does not show', () => {
    const { api, hook } = setup('caravaggio');
    api.scrollTo.mockClear();
    hook.rerender({ selected: null });
    hook.rerender({ selected: 'fierce_pirate_captain' });
    expect(api.scrollTo).not.toHaveBeenCalled();
    expect(hook.result.current.visibleIndex).toBe(1);
  });

  it('stops listening to the carousel when it goes away', () => {
    const { api, swipeTo, onSelectStyle, hook } = setup(null);
    hook.unmount();
    swipeTo(1);
    expect(onSelectStyle).not.toHaveBeenCalled();
    expect(api.off).toHaveBeenCalledWith('select', expect.any(Function));
    expect(api.off).toHaveBeenCalledWith('pointerUp', expect.any(Function));
  });
});
