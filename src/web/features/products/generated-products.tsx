import type { ApiProduct } from '../../../shared/api/products';
import { formatCents } from '../../../shared/money';
import { Card } from '../../ui/card';

/** The lowest price a product sells for, in cents. */
function fromPrice(product: ApiProduct): number {
  if ('size_options' in product)
    return Math.min(...product.size_options.map((option) => option.price));
  if ('variantMap' in product) {
    const enabled = Object.values(product.variantMap).filter((variant) => variant.is_enabled);
    return Math.min(...enabled.map((variant) => variant.price));
  }
  return product.price;
}

function primaryImage(product: ApiProduct): string | undefined {
  if ('size_options' in product) return product.size_options[0]?.main_image;
  if ('colors' in product) return product.colors[0]?.images[0];
  return product.images[0];
}

/** The shopper's artwork on each product, canvas first, with its starting price. */
export function GeneratedProducts({ products }: { products: readonly ApiProduct[] }) {
  const ordered = [...products].sort(
    (a, b) => Number('size_options' in b) - Number('size_options' in a),
  );
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Your art products">
      {ordered.map((product) => (
        <li key={`${product.id}-${product.title}`}>
          <Card className="overflow-hidden">
            <img
              src={primaryImage(product)}
              alt={`${product.title} with your artwork`}
              width={900}
              height={900}
              className="aspect-square w-full object-cover"
            />
            <div className="flex items-baseline justify-between gap-3 p-4">
              <h2 className="font-semibold">{product.title}</h2>
              <p className="text-ink-muted">from {formatCents(fromPrice(product))}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
