import { Check } from 'lucide-react';
import { m } from 'motion/react';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { styleIcon } from './style-icon';
import { StyleImage } from './style-image';
import type { StyleOption } from './style-options';

/** Slides enter one after another (SPEC §2). */
const STAGGER_S = 0.1;

/** What the slide's name adds for a screen reader: the badge a sighted shopper sees. */
function slideState(chosen: boolean, disabled: boolean): string {
  if (chosen) return ', your pick';
  return disabled ? ', unavailable' : '';
}

interface StyleSlideProps {
  option: StyleOption;
  index: number;
  count: number;
  visible: boolean;
  /** The style the shopper has chosen: marked, since the slideshow may move on from it. */
  chosen: boolean;
  reducedMotion: boolean;
  onShow: () => void;
  /** The slide's 'Try {style}' button: the shopper wants this style. */
  onChoose: () => void;
}

export function StyleSlide({
  option,
  index,
  count,
  visible,
  chosen,
  reducedMotion,
  onShow,
  onChoose,
}: StyleSlideProps) {
  const Icon = styleIcon(option.id);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a form fieldset
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the arrows and arrow keys move the carousel
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}: ${option.title}${slideState(chosen, option.disabled)}`}
      data-visible={visible}
      onClick={visible ? undefined : onShow}
      className={cn(
        'min-w-0 shrink-0 grow-0 basis-[80%] pl-3 sm:basis-[62%] sm:pl-4 lg:basis-[76%]',
        !visible && 'cursor-pointer',
      )}
    >
      <m.div
        initial={reducedMotion ? false : { opacity: 0, y: 18 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ delay: index * STAGGER_S, duration: 0.45, ease: 'easeOut' }}
      >
        <div
          className={cn(
            'relative aspect-4/5 overflow-hidden rounded-3xl border border-line bg-sand shadow-soft transition-transform duration-500',
            visible ? 'scale-100' : 'scale-[0.92]',
          )}
        >
          <StyleImage
            src={option.imageSrc}
            fallbackSrc={option.fallbackSrc}
            alt={option.imageAlt}
            width={640}
            height={800}
            loading={index < 2 || index === count - 1 ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
            // Only the picture fades on a slide aside: its button and title keep their contrast.
            className={cn(
              'absolute inset-0 size-full object-cover transition-opacity duration-500',
              !visible && 'opacity-60',
            )}
          />
          <div
            aria-hidden
            className="absolute inset-x-0 bottom-0 h-1/2 bg-linear-to-t from-ink/80 via-ink/30 to-transparent"
          />
          <div className="absolute inset-x-4 top-4 flex items-start justify-between gap-3">
            <span className="flex size-11 items-center justify-center rounded-2xl bg-paper/90 text-primary shadow-soft backdrop-blur">
              <Icon className="size-5" aria-hidden />
            </span>
            {/* Only the slide on show offers its button: a tap on a slide at the side brings
                it into view, and the keyboard reaches the one button that is in view. */}
            <Button
              size="sm"
              inert={!visible}
              disabled={option.disabled}
              onClick={(event) => {
                event.stopPropagation();
                onChoose();
              }}
            >
              Try {option.title}
            </Button>
          </div>
          <span className="absolute bottom-4 left-4 flex max-w-[calc(100%-2rem)] flex-col items-start gap-1.5">
            {(chosen || option.disabled) && (
              <span
                aria-hidden
                className={cn(
                  'flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-soft',
                  chosen ? 'bg-primary text-primary-foreground' : 'bg-ink/85 text-canvas',
                )}
              >
                {chosen && <Check className="size-3.5" aria-hidden />}
                {chosen ? 'Your pick' : 'Unavailable'}
              </span>
            )}
            <span className="rounded-full bg-paper/95 px-4 py-1.5 font-display text-base font-semibold text-ink shadow-soft sm:text-lg">
              {option.title}
            </span>
          </span>
        </div>
      </m.div>
    </div>
  );
}
