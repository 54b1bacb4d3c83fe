import type { CartProductType } from '../api/cart';
import { dollarsToCents } from '../money';
import { type CartLine, clampQuantity } from './cart-line';

/**
 * The fixed catalogue sold when a shopper has no generated products (SPEC §3 "Fallback
 * product"). The server prices fallback lines from this same list. Each is printed with the
 * store's sample artwork on the print partner's real variant named by `variantId`.
 */
export interface FallbackProduct {
  id: string;
  name: string;
  description: string;
  /** Dollars, as the SPEC gives it. */
  price: number;
  imageUrl: string;
  type: 'mug' | 'tshirt' | 'canvas';
  printProviderId: 1;
  blueprintId: 1;
  variantId: number;
  options: Record<string, string>;
}

export const FALLBACK_PRODUCTS: readonly FallbackProduct[] = [
  {
    id: 'fallback-canvas',
    name: 'Canvas Print',
    description: 'Our sample portrait on a gallery-wrapped stretched canvas, ready to hang.',
    price: 59.99,
    imageUrl: '/products/fallback-canvas.svg',
    type: 'canvas',
    printProviderId: 1,
    blueprintId: 1,
    variantId: 82228,
    options: { size: '8″ x 10″' },
  },
  {
    id: 'fallback-mug',
    name: 'Coffee Mug',
    description: 'Our sample portrait wrapped round a glossy white 11oz ceramic mug.',
    price: 19.99,
    imageUrl: '/products/fallback-mug.svg',
    type: 'mug',
    printProviderId: 1,
    blueprintId: 1,
    variantId: 33719,
    options: { color: 'White', size: '11oz' },
  },
  {
    id: 'fallback-tshirt',
    name: 'T-Shirt',
    description: 'Our sample portrait on a soft white unisex jersey tee, size M.',
    price: 29.99,
    imageUrl: '/products/fallback-tshirt.svg',
    type: 'tshirt',
    printProviderId: 1,
    blueprintId: 1,
    variantId: 18101,
    options: { color: 'White', size: 'M' },
  },
];

export function findFallbackProduct(id: string): FallbackProduct | undefined {
  return FALLBACK_PRODUCTS.find((product) => product.id === id);
}

const CART_TYPES: Record<FallbackProduct['type'], CartProductType> = {
  canvas: 'canvas',
  mug: 'coffeeMug',
  tshirt: 'tshirt',
};

export function fallbackCartLine(product: FallbackProduct, quantity: number): CartLine {
  return {
    jobId: null,
    productId: product.id,
    variantId: String(product.variantId),
    productType: CART_TYPES[product.type],
    quantity: clampQuantity(quantity),
    price: dollarsToCents(product.price),
    title: product.name,
    imageUrl: product.imageUrl,
    printProviderId: product.printProviderId,
    blueprintId: product.blueprintId,
    options: product.options,
  };
}
