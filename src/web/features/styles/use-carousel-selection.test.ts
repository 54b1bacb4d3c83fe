import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { styleOptions } from './style-options';
import { useCarouselSelection } from './use-carousel-selection';

const options = styleOptions([
  { id: 'royal_oil_paint', label: 'Royal Portrait' },
  { id: 'caravaggio', label: 'Renaissance Art' },
  { id: 'cyberpunk_hero', label: 'Cyberpunk Hero' },
]);

/** Embla's part the hook uses: a selected snap that moves and announces 'select' as Embla does. */
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
  /** The shopper (or autoplay) moved the carousel. */
  const moveTo = (next: number) => act(() => api.scrollTo(next));
  return { api, moveTo };
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
  it('makes the visible slide the chosen style', () => {
    const { moveTo, onSelectStyle, hook } = setup(null);
    moveTo(2);
    expect(onSelectStyle).toHaveBeenCalledExactlyOnceWith(options[2]);
    expect(hook.result.current).toBe(2);
  });

  it('scrolls to a style chosen elsewhere without choosing it a second time', () => {
    const { api, onSelectStyle, hook } = setup(null);
    hook.rerender({ selected: 'cyberpunk_hero' });
    expect(api.scrollTo).toHaveBeenCalledWith(2, false);
    expect(hook.result.current).toBe(2);
    expect(onSelectStyle).not.toHaveBeenCalled();
  });

  it('opens on the slide of the style already chosen', () => {
    const { api } = setup('custom');
    expect(api.scrollTo).toHaveBeenCalledWith(3, false);
  });

  it('stays put when the choice is cleared or names a style it does not show', () => {
    const { api, hook } = setup('caravaggio');
    api.scrollTo.mockClear();
    hook.rerender({ selected: null });
    hook.rerender({ selected: 'fierce_pirate_captain' });
    expect(api.scrollTo).not.toHaveBeenCalled();
    expect(hook.result.current).toBe(1);
  });

  it('stops listening to the carousel when it goes away', () => {
    const { api, moveTo, onSelectStyle, hook } = setup(null);
    hook.unmount();
    moveTo(1);
    expect(onSelectStyle).not.toHaveBeenCalled();
    expect(api.off).toHaveBeenCalledWith('select', expect.any(Function));
  });
});
