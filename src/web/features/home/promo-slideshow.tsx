import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../paths';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { PromoMockup } from './promo-mockup';
import { PROMO_PRODUCTS } from './promo-products';

/** On wide screens all three fit side by side, so the slideshow stands still there. */
const SIDE_BY_SIDE = '(min-width: 768px)';

const arrowClasses = `flex size-11 cursor-pointer items-center justify-center rounded-full border border-line bg-paper text-ink shadow-soft transition-colors hover:bg-sand md:hidden ${focusRing}`;

/** 'Your Photo, Beautifully Displayed': the shopper's photo on each of the three goods. */
export function PromoSlideshow({ photoUrl }: { photoUrl: string | null }) {
  const [viewportRef, api] = useEmblaCarousel({
    loop: true,
    breakpoints: { [SIDE_BY_SIDE]: { active: false } },
  });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  return (
    <section aria-roledescription="carousel" aria-label="Products with your photo">
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y md:ml-0 md:grid md:grid-cols-3 md:gap-6">
          {PROMO_PRODUCTS.map((product, index) => (
            <li
              key={product.key}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${PROMO_PRODUCTS.length}: ${product.name}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:pl-0"
            >
              <article className="overflow-hidden rounded-2xl border border-line bg-paper text-left shadow-soft">
                <PromoMockup product={product} photoUrl={photoUrl} />
                <div className="flex items-center justify-between gap-3 p-5">
                  <div>
                    <h3 className="text-lg font-semibold">{product.name}</h3>
                    <p className="font-semibold text-primary">{product.price}</p>
                  </div>
                  <Button asChild variant="outline" size="sm">
                    <Link to={PATHS.products} aria-label={`View Details of the ${product.name}`}>
                      View Details
                    </Link>
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-5 flex items-center justify-center gap-4 md:hidden">
        <button
          type="button"
          aria-label="Previous product"
          onClick={() => api?.scrollPrev()}
          className={arrowClasses}
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <div className="flex gap-2" aria-hidden>
          {PROMO_PRODUCTS.map((product, index) => (
            <span
              key={product.key}
              className={cn(
                'size-2.5 rounded-full transition-colors',
                index === selected ? 'bg-primary' : 'bg-line',
              )}
            />
          ))}
        </div>
        <button
          type="button"
          aria-label="Next product"
          onClick={() => api?.scrollNext()}
          className={arrowClasses}
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
    </section>
  );
}
