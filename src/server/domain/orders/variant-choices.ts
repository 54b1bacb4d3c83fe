import type { ApiProduct } from '../../../shared/api/products';
import { type PricedLine, priceLine } from '../checkout/price-lines';

/** Another option of a bought line's product, priced as the line would be with it. */
export interface VariantChoice {
  variantId: number;
  /** Its options in the shop's words: "White, L", "12″ x 16″, 1.25″". */
  label: string;
  line: PricedLine;
}

/** Every variant a product lists, on sale or not (priceLine says which may be sold). */
function variantIdsOf(product: ApiProduct): number[] {
  if ('variantMap' in product) return Object.keys(product.variantMap).map(Number);
  if ('size_options' in product) return product.size_options.map((option) => option.variant_id);
  return [product.variant_id];
}

export const optionsLabel = (options: Record<string, string>) => Object.values(options).join(', ');

/**
 * What a line may be changed to before the order goes to the partner again (a size or colour
 * the partner no longer makes): the same product's other options on sale at the price the
 * shopper paid, so a fix never changes what was charged. A catalogue sample has one option;
 * a line whose job's products are gone has none to offer.
 */
export function variantChoices(
  line: PricedLine,
  jobProducts: ApiProduct[] | undefined,
): VariantChoice[] {
  const product = line.fallback ? undefined : jobProducts?.find(({ id }) => id === line.productId);
  if (!product || !line.jobId) return [];
  const request = { productId: line.productId, jobId: line.jobId, quantity: line.quantity };
  return variantIdsOf(product).flatMap((variantId) => {
    if (variantId === line.variantId) return [];
    const priced = priceLine({ ...request, variantId: String(variantId) }, jobProducts);
    if (!priced.ok || priced.line.unitPrice !== line.unitPrice) return [];
    return [{ variantId, label: optionsLabel(priced.line.options), line: priced.line }];
  });
}
