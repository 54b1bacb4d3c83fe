import { z } from 'zod';
import { cartProductTypeSchema } from '../../../shared/api/cart';
import { centsSchema } from '../../../shared/api/fields';
import type { ApiProduct } from '../../../shared/api/products';
import { MUG_SIZE } from '../../../shared/constants';
import { findFallbackProduct } from '../../../shared/products/fallback-products';

/** What the browser names for a line: ids and a quantity, never a price the server trusts. */
export interface LineRequest {
  productId: string;
  variantId?: string;
  jobId?: string | null;
  quantity: number;
}

/**
 * A line as the server sells it: its own price, and what the print partner needs to make it.
 * Checkouts and orders keep their lines as JSON of this shape.
 */
export const pricedLineSchema = z.object({
  jobId: z.string().nullable(),
  productId: z.string(),
  /** The partner's variant; a fallback product is made as the variant it names. */
  variantId: z.number().int(),
  productType: cartProductTypeSchema,
  title: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: centsSchema,
  printProviderId: z.number().int(),
  blueprintId: z.number().int(),
  options: z.record(z.string(), z.string()),
  imageUrl: z.string(),
  /** True when the partner makes it from its catalogue, with no product of its own. */
  fallback: z.boolean(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export type PriceLineFailure =
  | { code: 'missing_ids'; productId: string }
  | { code: 'unknown_product'; productId: string }
  | { code: 'unknown_variant'; productId: string; variantId: string }
  | { code: 'unavailable_variant'; productId: string; variantId: string };

/** The clear sentence a 400 answer carries for a line the server cannot price. */
export function describePriceLineFailure(failure: PriceLineFailure): string {
  switch (failure.code) {
    case 'missing_ids':
      return `Item ${failure.productId} needs its jobId and variantId so we can price it.`;
    case 'unknown_product':
      return `We do not sell item ${failure.productId}. Please remove it from your cart.`;
    case 'unknown_variant':
      return `Item ${failure.productId} has no option ${failure.variantId}. Please remove it from your cart.`;
    case 'unavailable_variant':
      return `Item ${failure.productId} is no longer available in option ${failure.variantId}. Please remove it from your cart.`;
  }
}

type Priced = { ok: true; line: PricedLine } | { ok: false; failure: PriceLineFailure };

const FALLBACK_TYPES = { mug: 'coffeeMug', tshirt: 'tshirt', canvas: 'canvas' } as const;

function priceFallback(request: LineRequest): Priced | null {
  const product = findFallbackProduct(request.productId);
  if (!product) return null;
  return {
    ok: true,
    line: {
      jobId: null,
      productId: product.id,
      variantId: product.variantId,
      productType: FALLBACK_TYPES[product.type],
      title: product.name,
      quantity: request.quantity,
      unitPrice: Math.round(product.price * 100),
      printProviderId: product.printProviderId,
      blueprintId: product.blueprintId,
      options: { ...product.options },
      imageUrl: product.imageUrl,
      fallback: true,
    },
  };
}

type Variant = Omit<PricedLine, 'jobId' | 'productId' | 'quantity' | 'fallback'> & {
  available: boolean;
};

function findVariant(product: ApiProduct, variantId: number): Variant | null {
  const maker = { printProviderId: product.print_provider_id, blueprintId: product.blueprint_id };
  if ('variantMap' in product) {
    const variant = product.variantMap[String(variantId)];
    if (!variant) return null;
    const color = product.colors.find((candidate) => candidate.id === variant.color_id);
    return {
      ...maker,
      variantId,
      productType: 'tshirt',
      title: product.title,
      unitPrice: variant.price,
      options: { color: variant.color, size: variant.size },
      imageUrl: color?.images[0] ?? product.colors[0]?.images[0] ?? '',
      available: variant.is_enabled,
    };
  }
  if ('size_options' in product) {
    const size = product.size_options.find((option) => option.variant_id === variantId);
    if (!size) return null;
    return {
      ...maker,
      variantId,
      productType: 'canvas',
      title: product.title,
      unitPrice: size.price,
      options: { size: size.size, depth: size.depth },
      imageUrl: size.main_image,
      available: size.is_available,
    };
  }
  if (product.variant_id !== variantId) return null;
  return {
    ...maker,
    variantId,
    productType: 'coffeeMug',
    title: 'Coffee Mug',
    unitPrice: product.price,
    options: { color: product.type === 'black' ? 'Black' : 'White', size: MUG_SIZE },
    imageUrl: product.images[0] ?? '/products/mug-placeholder.svg',
    available: true,
  };
}

/**
 * Prices one line from the server's own records: a fallback product from the shared list, a
 * generated one from the products its job made (`jobProducts`, undefined when the job is
 * unknown or unfinished).
 */
export function priceLine(request: LineRequest, jobProducts: ApiProduct[] | undefined): Priced {
  const fallback = priceFallback(request);
  if (fallback) return fallback;
  const { productId, variantId } = request;
  if (!request.jobId || !variantId)
    return { ok: false, failure: { code: 'missing_ids', productId } };
  const product = jobProducts?.find((candidate) => candidate.id === productId);
  if (!product) return { ok: false, failure: { code: 'unknown_product', productId } };
  const numericId = /^\d{1,12}$/.test(variantId) ? Number(variantId) : Number.NaN;
  const variant = Number.isNaN(numericId) ? null : findVariant(product, numericId);
  if (!variant) return { ok: false, failure: { code: 'unknown_variant', productId, variantId } };
  if (!variant.available) {
    return { ok: false, failure: { code: 'unavailable_variant', productId, variantId } };
  }
  const { available: _available, ...priced } = variant;
  return {
    ok: true,
    line: {
      ...priced,
      jobId: request.jobId,
      productId,
      quantity: request.quantity,
      fallback: false,
    },
  };
}
