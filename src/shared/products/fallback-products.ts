import type { CartProductType } from '../api/cart';
import { canvasPrice, MUG_PRICE, teePrice } from '../catalogue/price-list';
import { centsToDollars, dollarsToCents } from '../money';
import { type CartLine, clampQuantity } from './cart-line';

/**
 * The fixed catalogue sold when a shopper has no generated products (SPEC §3 "Fallback
 * product"). The server prices fallback lines from this same list. Each is printed with the
 * store's sample artwork (`printFileUrl`) on a real item of the print partner's catalogue:
 * the blueprint, print provider and variant ids are the local partner's, which are modelled
 * on Printify's (SPEC's placeholder ids 1 and 1 name nothing a partner makes, so an order for
 * them was refused after payment). A live partner maps the item into its own catalogue by
 * `type` and `options`.
 */
export interface FallbackProduct {
  id: string;
  name: string;
  description: string;
  /** Dollars, as the SPEC gives it. */
  price: number;
  imageUrl: string;
  type: 'mug' | 'tshirt' | 'canvas';
  printProviderId: number;
  blueprintId: number;
  variantId: number;
  options: Record<string, string>;
  /** What the partner prints: the sample portrait, served with the web app. */
  printFileUrl: string;
}

const SAMPLE_PRINT_FILE = '/products/sample-artwork.png';

export const FALLBACK_PRODUCTS: readonly FallbackProduct[] = [
  {
    id: 'fallback-canvas',
    name: 'Canvas Print',
    description: 'Our sample portrait on a gallery-wrapped stretched canvas, ready to hang.',
    price: centsToDollars(canvasPrice({ width: 8, height: 10 })),
    imageUrl: '/products/fallback-canvas.svg',
    type: 'canvas',
    printProviderId: 105,
    blueprintId: 937,
    variantId: 82228,
    options: { size: '8″ x 10″' },
    printFileUrl: SAMPLE_PRINT_FILE,
  },
  {
    id: 'fallback-mug',
    name: 'Coffee Mug',
    description: 'Our sample portrait wrapped round a glossy white 11oz ceramic mug.',
    price: centsToDollars(MUG_PRICE),
    imageUrl: '/products/fallback-mug.svg',
    type: 'mug',
    printProviderId: 1,
    blueprintId: 68,
    variantId: 33719,
    options: { color: 'White', size: '11oz' },
    printFileUrl: SAMPLE_PRINT_FILE,
  },
  {
    id: 'fallback-tshirt',
    name: 'T-Shirt',
    description: 'Our sample portrait on a soft white unisex jersey tee, size M.',
    price: centsToDollars(teePrice('M')),
    imageUrl: '/products/fallback-tshirt.svg',
    type: 'tshirt',
    printProviderId: 29,
    blueprintId: 12,
    variantId: 18101,
    options: { color: 'White', size: 'M' },
    printFileUrl: SAMPLE_PRINT_FILE,
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
