import { ImagePlus, Palette, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { PromoMockup } from './promo-mockup';
import { PROMO_PRODUCTS } from './promo-products';
import { PromoSlideshow } from './promo-slideshow';
import type { PromoVariant } from './promo-variant';

export interface PromoSectionProps {
  variant: PromoVariant;
  /** The chosen photo, laid on the slideshow's products. */
  photoUrl: string | null;
  /** 'Create More Art'. */
  onCreateMore: () => void;
  /** 'Upload a Photo'. */
  onUploadPhoto: () => void;
}

/** The section below the hero, in the variant the journey calls for (SPEC §2). */
export function PromoSection({
  variant,
  photoUrl,
  onCreateMore,
  onUploadPhoto,
}: PromoSectionProps) {
  if (variant === 'more-styles') {
    return (
      <PromoShell title="More Art Styles Coming Soon">
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">
          Our artists are mixing new palettes all the time. Meanwhile, try another style or another
          photo.
        </p>
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" size="lg" onClick={onCreateMore}>
            <Palette aria-hidden />
            Create More Art
          </Button>
        </div>
      </PromoShell>
    );
  }

  if (variant === 'slideshow') {
    return (
      <PromoShell title="Your Photo, Beautifully Displayed">
        <p className="mx-auto mt-4 mb-10 max-w-2xl text-lg leading-relaxed text-ink-muted">
          A first look at your portrait on our goods. Your finished art will take its place.
        </p>
        <PromoSlideshow photoUrl={photoUrl} />
      </PromoShell>
    );
  }

  return (
    <PromoShell title="See Your Face on Amazing Products">
      <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">
        Your portrait as art on a canvas print, a coffee mug and a t-shirt, made to order.
      </p>
      <ul className="mx-auto mt-10 grid max-w-3xl grid-cols-3 gap-3 sm:gap-6" aria-hidden>
        {PROMO_PRODUCTS.map((product) => (
          <li key={product.key}>
            <PromoMockup
              product={product}
              photoUrl={null}
              className="rounded-2xl border border-line shadow-soft"
            />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Button size="lg" onClick={onUploadPhoto}>
          <ImagePlus aria-hidden />
          Upload a Photo
        </Button>
      </div>
    </PromoShell>
  );
}

function PromoShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="promo-title" className="border-t border-line/70 py-20">
      <div className="mx-auto max-w-6xl px-4 text-center sm:px-6">
        <Wand2 className="mx-auto size-7 text-gold" aria-hidden />
        <h2 id="promo-title" className="mt-3 text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
