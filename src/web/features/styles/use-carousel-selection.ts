import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CarouselApi } from './carousel-api';
import { type StyleOption, slideIndexForStyle, styleAtSlide } from './style-options';

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
 * Keeps the carousel and the chosen style in step (SPEC §2): the style follows the visible
 * slide, and a style chosen elsewhere brings its slide into view. Returns the visible slide.
 */
export function useCarouselSelection({
  api,
  options,
  selectedStyleId,
  onSelectStyle,
  jump,
}: CarouselSelection): number {
  const [visibleIndex, setVisibleIndex] = useState(0);
  // Read by Embla's listeners, which outlive a render; updated before any effect below runs.
  const latest = useRef({ options, selectedStyleId, onSelectStyle });
  useLayoutEffect(() => {
    latest.current = { options, selectedStyleId, onSelectStyle };
  });

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const index = api.selectedScrollSnap();
      setVisibleIndex(index);
      const current = latest.current;
      const option = styleAtSlide(current.options, index);
      // A slide brought here for the chosen style must not choose it again.
      if (option && option.id !== current.selectedStyleId) current.onSelectStyle(option);
    };
    const onReInit = () => setVisibleIndex(api.selectedScrollSnap());
    onReInit();
    api.on('select', onSelect);
    api.on('reInit', onReInit);
    return () => {
      api.off('select', onSelect);
      api.off('reInit', onReInit);
    };
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const index = slideIndexForStyle(options, selectedStyleId);
    if (index !== null && index !== api.selectedScrollSnap()) api.scrollTo(index, jump);
  }, [api, options, selectedStyleId, jump]);

  return visibleIndex;
}
