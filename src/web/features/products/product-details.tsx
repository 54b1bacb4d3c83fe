import { ShoppingCart } from 'lucide-react';
import { useMemo } from 'react';
import { formatCents } from '../../../shared/money';
import { buildCartLine } from '../../../shared/products/cart-line';
import type { DisplayProduct, ProductSelection } from '../../../shared/products/display-product';
import {
  isSelectionComplete,
  PRODUCT_OPTION_MESSAGES,
  selectedImages,
  selectedUnitPrice,
} from '../../../shared/products/product-selection';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { addToCart } from '../cart/add-to-cart';
import { CanvasOptions } from './canvas-options';
import { MugOptions } from './mug-options';
import { ProductGallery } from './product-gallery';
import { QuantityPicker } from './quantity-picker';
import { TshirtOptions } from './tshirt-options';

/** One product: its pictures, its options, the quantity and 'Add to Cart'. */
export function ProductDetails({
  product,
  selection,
  onChange,
  jobId,
}: {
  product: DisplayProduct;
  selection: ProductSelection;
  onChange: (change: Partial<ProductSelection>) => void;
  jobId: string | null;
}) {
  const complete = isSelectionComplete(product, selection);
  const images = useMemo(() => selectedImages(product, selection), [product, selection]);
  const add = () => {
    const result = buildCartLine(product, selection, jobId);
    if (result.ok) addToCart(result.line);
    else toast.error(PRODUCT_OPTION_MESSAGES.failed);
  };
  return (
    <div className="grid gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
      {/* A new colour or size brings new pictures: start again from the first. */}
      <ProductGallery key={images.join(' ')} images={images} title={product.title} />
      <div className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h2 className="font-display text-3xl font-semibold">{product.title}</h2>
          <p className="text-2xl font-semibold text-primary" aria-live="polite">
            {formatCents(selectedUnitPrice(product, selection))}
          </p>
          {product.description && <p className="text-ink-muted">{product.description}</p>}
        </div>
        {product.type === 'tshirt' && (
          <TshirtOptions product={product} selection={selection} onChange={onChange} />
        )}
        {product.type === 'canvas' && (
          <CanvasOptions product={product} selection={selection} onChange={onChange} />
        )}
        {product.type === 'coffeeMug' && (
          <MugOptions product={product} selection={selection} onChange={onChange} />
        )}
        <QuantityPicker
          quantity={selection.quantity}
          onChange={(quantity) => onChange({ quantity })}
        />
        <div className="flex flex-col gap-2">
          <Button size="lg" disabled={!complete} onClick={add} className="w-full sm:w-auto">
            <ShoppingCart aria-hidden />
            Add to Cart
          </Button>
          {!complete && (
            <p className="text-sm text-ink-muted">{PRODUCT_OPTION_MESSAGES.incomplete}</p>
          )}
        </div>
      </div>
    </div>
  );
}
