import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, LoaderCircle, Pause, Play } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { CAROUSEL_AUTO_ADVANCE_MS } from '../../../shared/constants';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import type { StyleOption } from './style-options';
import { StyleSlide } from './style-slide';
import { AUTOPLAY_TOGGLE_ATTRIBUTE, useCarouselAutoplay } from './use-carousel-autoplay';
import { useCarouselSelection } from './use-carousel-selection';

export interface StyleCarouselProps {
  /** The styles to show; 'Make My Own' included (see `styleOptions`). */
  options: StyleOption[];
  isLoading: boolean;
  selectedStyleId: string | null;
  /** The shopper brought a slide of another style into view; the slideshow never calls it. */
  onSelectStyle: (option: StyleOption) => void;
  /** A slide's 'Try {style}' button: the shopper wants this style. */
  onStartWithStyle: (option: StyleOption) => void;
  /** Holds the automatic advance, e.g. while the shopper prepares a photo. */
  autoplayHeld?: boolean;
}

const arrowClasses = `absolute top-1/2 z-10 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full border border-line bg-paper/95 text-ink shadow-soft transition-colors hover:bg-sand ${focusRing}`;

export function StyleCarousel(props: StyleCarouselProps) {
  if (props.isLoading) {
    return (
      // Sized like the slides it stands in for, so nothing moves when they arrive.
      <div className="py-2 pb-[4.25rem]">
        <div
          role="status"
          className="mx-auto flex aspect-4/5 w-[80%] flex-col items-center justify-center gap-3 rounded-3xl border border-line bg-paper/70 text-ink-muted sm:w-[62%] lg:w-[76%]"
        >
          <LoaderCircle className="size-7 animate-spin text-primary" aria-hidden />
          Loading art styles...
        </div>
      </div>
    );
  }
  return <LoadedCarousel {...props} />;
}

function LoadedCarousel({
  options,
  selectedStyleId,
  onSelectStyle,
  onStartWithStyle,
  autoplayHeld = false,
}: StyleCarouselProps) {
  const [plugins] = useState(() => [
    Autoplay({
      delay: CAROUSEL_AUTO_ADVANCE_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
    }),
  ]);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'center' }, plugins);
  const canAdvance = options.length > 1;
  const autoplay = useCarouselAutoplay(api, canAdvance && !autoplayHeld);
  const jump = autoplay.reducedMotion;
  const { visibleIndex, pickShownSlide } = useCarouselSelection({
    api,
    options,
    selectedStyleId,
    onSelectStyle,
    jump,
  });
  const trackId = useId();
  const visible = options[visibleIndex] ?? options[0];

  const previous = () => {
    autoplay.stop();
    api?.scrollPrev(jump);
    pickShownSlide();
  };
  const next = () => {
    autoplay.stop();
    api?.scrollNext(jump);
    pickShownSlide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Art styles"
      onKeyDown={onKeyDown}
      {...autoplay.regionHandlers}
      className="relative"
    >
      <div ref={viewportRef} className="-ml-3 overflow-hidden py-2 sm:-ml-4">
        <div id={trackId} className="flex touch-pan-y">
          {options.map((option, index) => (
            <StyleSlide
              key={option.id}
              option={option}
              index={index}
              count={options.length}
              visible={index === visibleIndex}
              chosen={option.id === selectedStyleId}
              reducedMotion={autoplay.reducedMotion}
              onShow={() => {
                autoplay.stop();
                api?.scrollTo(index, jump);
                pickShownSlide();
              }}
              onChoose={() => onStartWithStyle(option)}
            />
          ))}
        </div>
      </div>
      {canAdvance && (
        <>
          <button
            type="button"
            aria-label="Previous style"
            aria-controls={trackId}
            onClick={previous}
            className={cn(arrowClasses, 'left-1 sm:-left-3')}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            aria-label="Next style"
            aria-controls={trackId}
            onClick={next}
            className={cn(arrowClasses, 'right-1 sm:-right-3')}
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </>
      )}
      <div className="mt-3 flex items-start gap-3">
        {/* Announced when the shopper moves the slides, not every time they move by themselves. */}
        <p
          aria-live={autoplay.playing ? 'off' : 'polite'}
          className="min-h-10 flex-1 text-sm leading-relaxed text-ink-muted"
        >
          <span className="sr-only">{visible?.title}: </span>
          {visible?.description}
        </p>
        {canAdvance && !autoplayHeld && (
          <button
            type="button"
            {...{ [AUTOPLAY_TOGGLE_ATTRIBUTE]: '' }}
            aria-label={autoplay.stoppedByUser ? 'Play style slideshow' : 'Pause style slideshow'}
            onClick={autoplay.toggle}
            className={cn(
              'flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full border border-line bg-paper text-ink-muted transition-colors hover:bg-sand hover:text-ink',
              focusRing,
            )}
          >
            {autoplay.stoppedByUser ? (
              <Play className="size-4" aria-hidden />
            ) : (
              <Pause className="size-4" aria-hidden />
            )}
          </button>
        )}
      </div>
    </section>
  );
}
