import type { ApiProduct, CanvasProduct, TshirtProduct } from '../api/products';
import { canvasPriceOf } from './canvas-size';
import type { PartnerCanvas, PartnerProduct, PartnerTshirt } from './partner-products';
import { MUG_PRICE, teePrice } from './price-list';

const isTshirt = (product: PartnerProduct): product is PartnerTshirt => product.title === 'T-Shirt';
const isCanvas = (product: PartnerProduct): product is PartnerCanvas => product.title === 'Canvas';

function pricedTshirt(product: PartnerTshirt): TshirtProduct {
  const variantMap = Object.fromEntries(
    Object.entries(product.variantMap).map(([id, variant]) => [
      id,
      { ...variant, price: teePrice(variant.size) },
    ]),
  );
  return { ...product, variantMap };
}

/** Null when no size names its dimensions: a canvas is never offered at a guessed price. */
function pricedCanvas(product: PartnerCanvas): CanvasProduct | null {
  const size_options = product.size_options.flatMap((option) => {
    const price = canvasPriceOf(option.size);
    return price === null ? [] : [{ ...option, price }];
  });
  return size_options.length > 0 ? { ...product, size_options } : null;
}

/** The partner's products at the store's prices, in the order the partner gave them. */
export function priceProducts(products: readonly PartnerProduct[]): ApiProduct[] {
  return products.flatMap((product): ApiProduct[] => {
    if (isTshirt(product)) return [pricedTshirt(product)];
    if (isCanvas(product)) {
      const canvas = pricedCanvas(product);
      return canvas ? [canvas] : [];
    }
    return [{ ...product, price: MUG_PRICE }];
  });
}
