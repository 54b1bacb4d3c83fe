import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { imagesToPreload } from './preload-images';

/**
 * The product's pictures: one large, with arrows and dots on phones and a grid of thumbnails
 * on larger screens. The first pictures and the neighbours of the one on show are fetched
 * ahead so flicking through never waits. Give it a new `key` when the pictures change.
 */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));

  useEffect(() => {
    for (const src of imagesToPreload(images, current)) {
      const image = new Image();
      image.src = src;
    }
  }, [images, current]);

  const go = (step: number) => setIndex((current + step + count) % count);
  const src = images[current];
  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-2xl border border-line bg-sand">
        {src && (
          <img
            src={src}
            alt={`${title}, view ${current + 1} of ${count}`}
            width={900}
            height={900}
            className="aspect-square w-full object-cover"
          />
        )}
        {count > 1 && (
          <div className="absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between sm:hidden">
            <Button
              variant="outline"
              size="icon"
              aria-label="Previous picture"
              onClick={() => go(-1)}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Button variant="outline" size="icon" aria-label="Next picture" onClick={() => go(1)}>
              <ChevronRight aria-hidden />
            </Button>
          </div>
        )}
      </div>
      {count > 1 && (
        <>
          {/* Small dots, each in a fingertip-sized target. */}
          <div className="-my-2 flex flex-wrap justify-center sm:hidden">
            {images.map((image, i) => (
              <button
                key={image}
                type="button"
                aria-label={`Show picture ${i + 1}`}
                aria-current={i === current}
                onClick={() => setIndex(i)}
                className={cn(
                  'flex size-11 cursor-pointer items-center justify-center rounded-full',
                  focusRing,
                )}
              >
                <span
                  className={cn(
                    'size-2 rounded-full transition-colors',
                    i === current ? 'bg-primary' : 'bg-ink-muted/30',
                  )}
                />
              </button>
            ))}
          </div>
          <ul className="hidden grid-cols-4 gap-3 sm:grid" aria-label={`${title} pictures`}>
            {images.map((image, i) => (
              <li key={image}>
                <button
                  type="button"
                  aria-label={`Show picture ${i + 1}`}
                  aria-current={i === current}
                  onClick={() => setIndex(i)}
                  className={cn(
                    'block w-full cursor-pointer overflow-hidden rounded-xl border-2 transition-colors',
                    i === current ? 'border-primary' : 'border-transparent hover:border-primary/40',
                    focusRing,
                  )}
                >
                  <img
                    src={image}
                    alt=""
                    width={200}
                    height={200}
                    className="aspect-square w-full bg-sand object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
