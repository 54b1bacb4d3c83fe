import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CarouselApi } from './carousel-api';
import { type StyleOption, slideIndexForStyle, styleToPick } from './style-options';

type SelectionApi = Pick<CarouselApi, 'on' | 'off' | 'selectedScrollSnap' | 'scrollTo'>;

interface CarouselSelection {
  api: SelectionApi | undefined;
  options: readonly StyleOption[];
  selectedStyleId: string | null;
  onSelectStyle: (option: StyleOption) => void;
  /** Move without the scroll animation (reduced motion). */
  jump: boolean;
}

/**
 * Keeps the carousel and the chosen style in step (SPEC §2). Only the shopper chooses: a slide
 * they bring into view (with a swipe here, or through `pickShownSlide` after an arrow or a tap)
 * becomes the chosen style, while the slideshow moving by itself chooses nothing, so a shopper
 * who uploads gets the style they picked, not whatever slide was on show. A style chosen
 * elsewhere brings its slide into view.
 */
export function useCarouselSelection({
  api,
  options,
  selectedStyleId,
  onSelectStyle,
  jump,
}: CarouselSelection): { visibleIndex: number; pickShownSlide: () => void } {
  const [visibleIndex, setVisibleIndex] = useState(0);
  // Read by Embla's listeners, which outlive a render; updated before any effect below runs.
  const latest = useRef({ options, selectedStyleId, onSelectStyle });
  useLayoutEffect(() => {
    latest.current = { options, selectedStyleId, onSelectStyle };
  });

  const pickShownSlide = useCallback(() => {
    if (!api) return;
    const current = latest.current;
    const option = styleToPick(current.options, api.selectedScrollSnap(), current.selectedStyleId);
    if (option) current.onSelectStyle(option);
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setVisibleIndex(api.selectedScrollSnap());
    onSelect();
    // Embla has settled the slide a swipe goes to by the time it reports the pointer up; a tap
    // that moved nothing picks nothing.
    let pressedAt = api.selectedScrollSnap();
    const onPointerDown = () => {
      pressedAt = api.selectedScrollSnap();
    };
    const onPointerUp = () => {
      if (api.selectedScrollSnap() !== pressedAt) pickShownSlide();
    };
    api.on('select', onSelect);
    api.on('reInit', onSelect);
    api.on('pointerDown', onPointerDown);
    api.on('pointerUp', onPointerUp);
    return () => {
      api.off('select', onSelect);
      api.off('reInit', onSelect);
      api.off('pointerDown', onPointerDown);
      api.off('pointerUp', onPointerUp);
    };
  }, [api, pickShownSlide]);

  useEffect(() => {
    if (!api) return;
    const index = slideIndexForStyle(options, selectedStyleId);
    if (index !== null && index !== api.selectedScrollSnap()) api.scrollTo(index, jump);
  }, [api, options, selectedStyleId, jump]);

  return { visibleIndex, pickShownSlide };
}
