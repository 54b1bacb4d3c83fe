import { cn } from '../../ui/cn';
import type { PromoProduct } from './promo-products';

/** A product mock-up; with a photo, the photo is laid on the print area as a preview. */
export function PromoMockup({
  product,
  photoUrl,
  className,
}: {
  product: PromoProduct;
  photoUrl: string | null;
  className?: string;
}) {
  const { left, top, width, height } = product.printArea;
  return (
    <div className={cn('relative aspect-square overflow-hidden bg-sand', className)}>
      <img
        src={product.imageSrc}
        alt={
          photoUrl
            ? `Your photo on a ${product.name.toLowerCase()}`
            : `A ${product.name.toLowerCase()}`
        }
        width={600}
        height={600}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 size-full"
      />
      {photoUrl && (
        <div
          aria-hidden
          className="absolute overflow-hidden rounded-[3%]"
          style={{ left: `${left}%`, top: `${top}%`, width: `${width}%`, height: `${height}%` }}
        >
          <img src={photoUrl} alt="" className="size-full object-cover" />
          {/* A touch of shade so the photo sits on the product instead of floating above it. */}
          <div className="absolute inset-0 bg-linear-to-r from-ink/10 via-transparent to-ink/15" />
        </div>
      )}
    </div>
  );
}
