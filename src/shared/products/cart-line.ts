import type { CartItem, CartProductType } from '../api/cart';
import { MUG_SIZE, PRODUCT_QUANTITY } from '../constants';
import type { Cents } from '../money';
import type { DisplayProduct, ProductSelection } from './display-product';
import {
  findCanvasVariant,
  findMugColor,
  findTshirtVariant,
  selectedImages,
} from './product-selection';

/** A cart line before the cart gives it its id. */
export type CartLine = Omit<CartItem, 'id'>;

export type CartLineResult =
  | { ok: true; line: CartLine }
  | { ok: false; code: 'incomplete_selection' };

/** What identifies the printed thing: the real product and variant, and who makes it. */
interface Chosen {
  productId: string;
  variantId: number;
  price: Cents;
  printProviderId: number;
  blueprintId: number;
  options: Record<string, string>;
}

function chosenVariant(product: DisplayProduct, selection: ProductSelection): Chosen | null {
  const maker = { printProviderId: product.printProviderId, blueprintId: product.blueprintId };
  switch (product.type) {
    case 'tshirt': {
      const variant = findTshirtVariant(product, selection.color, selection.size);
      if (!variant) return null;
      const options = { color: variant.color, size: variant.size };
      return {
        productId: product.id,
        variantId: variant.id,
        price: variant.price,
        ...maker,
        options,
      };
    }
    case 'canvas': {
      const variant = findCanvasVariant(product, selection.size);
      if (!variant) return null;
      const options = { size: variant.size, depth: variant.depth };
      return {
        productId: product.id,
        variantId: variant.id,
        price: variant.price,
        ...maker,
        options,
      };
    }
    case 'coffeeMug': {
      const color = findMugColor(product, selection.color);
      if (!color) return null;
      return {
        productId: color.productId,
        variantId: color.variantId,
        price: color.price,
        printProviderId: color.printProviderId,
        blueprintId: color.blueprintId,
        options: { color: color.name, size: MUG_SIZE },
      };
    }
  }
}

const TITLES: Record<CartProductType, string> = {
  tshirt: 'T-Shirt',
  canvas: 'Canvas',
  coffeeMug: 'Coffee Mug',
};

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return PRODUCT_QUANTITY.min;
  return Math.min(PRODUCT_QUANTITY.max, Math.max(PRODUCT_QUANTITY.min, Math.trunc(quantity)));
}

/**
 * The cart line for what the shopper chose. It keeps what the server needs to price the line
 * itself — the job, the real product and the variant — beside what the cart shows.
 */
export function buildCartLine(
  product: DisplayProduct,
  selection: ProductSelection,
  jobId: string | null,
): CartLineResult {
  const chosen = chosenVariant(product, selection);
  if (!chosen) return { ok: false, code: 'incomplete_selection' };
  const [imageUrl] = selectedImages(product, selection);
  if (!imageUrl) return { ok: false, code: 'incomplete_selection' };
  return {
    ok: true,
    line: {
      jobId,
      productId: chosen.productId,
      variantId: String(chosen.variantId),
      productType: product.type,
      quantity: clampQuantity(selection.quantity),
      price: chosen.price,
      title: TITLES[product.type],
      imageUrl,
      printProviderId: chosen.printProviderId,
      blueprintId: chosen.blueprintId,
      options: chosen.options,
    },
  };
}
