import { ShoppingCart } from 'lucide-react';
import { dollarsToCents, formatCents } from '../../../shared/money';
import { FALLBACK_PRODUCTS, fallbackCartLine } from '../../../shared/products/fallback-products';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { addToCart } from '../cart/add-to-cart';

/** The store's own sample art on each product, for shoppers without generated products. */
export function FallbackCatalogue({ title }: { title: string }) {
  return (
    <section aria-label={title} className="flex flex-col gap-6">
      <h2 className="text-center font-display text-2xl font-semibold">{title}</h2>
      <ul className="grid gap-6 sm:grid-cols-3">
        {FALLBACK_PRODUCTS.map((product, index) => (
          <li key={product.id}>
            <Card className="flex h-full flex-col overflow-hidden">
              <img
                src={product.imageUrl}
                alt={`${product.name} with our sample portrait`}
                width={600}
                height={600}
                // The first picture is the largest thing on a phone's first screen: fetch it first.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                className="aspect-square w-full bg-sand object-cover"
              />
              <div className="flex flex-1 flex-col gap-3 p-5">
                <div className="flex items-baseline justify-between gap-3">
                  <h3 id={`fallback-${product.id}`} className="font-semibold">
                    {product.name}
                  </h3>
                  <p className="font-semibold text-primary">
                    {formatCents(dollarsToCents(product.price))}
                  </p>
                </div>
                <p className="flex-1 text-sm text-ink-muted">{product.description}</p>
                <Button
                  aria-describedby={`fallback-${product.id}`}
                  onClick={() => addToCart(fallbackCartLine(product, 1))}
                >
                  <ShoppingCart aria-hidden />
                  Add to Cart
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
