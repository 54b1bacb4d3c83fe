import { canvasInches } from '../../../../shared/catalogue/canvas-size';
import {
  FALLBACK_PRODUCTS,
  type FallbackProduct,
} from '../../../../shared/products/fallback-products';
import { colourOf, mugTypeOf, type ProductKind, sizeOf } from './catalog';
import type { CatalogPlan } from './catalog-plan';
import type { CatalogVariant } from './schemas';

/** A catalogue item as Printify's order and shipping endpoints name it. */
export interface PrintifyItem {
  blueprint_id: number;
  print_provider_id: number;
  variant_id: number;
}

/**
 * The store's fallback product a line names. Fallback products carry the local catalogue's ids
 * (modelled on Printify's, but not Printify's own), so a line that names them, or a quote that
 * names the variant alone, is one to map into Printify's catalogue.
 */
export function fallbackProductNamed(line: {
  variantId: number;
  blueprintId?: number;
  printProviderId?: number;
}): FallbackProduct | undefined {
  return FALLBACK_PRODUCTS.find(
    (product) =>
      product.variantId === line.variantId &&
      (line.blueprintId === undefined || product.blueprintId === line.blueprintId) &&
      (line.printProviderId === undefined || product.printProviderId === line.printProviderId),
  );
}

/** What makes two variants the same item to a shopper; null for one we would never sell. */
function sameItemKey(kind: ProductKind, colour: string | undefined, size: string | undefined) {
  switch (kind) {
    case 'tshirt':
      return colour && size
        ? `${colour.trim().toLowerCase()} / ${size.trim().toUpperCase()}`
        : null;
    case 'canvas': {
      const inches = size ? canvasInches(size) : null;
      return inches ? `${inches.width}x${inches.height}` : null;
    }
    case 'mug':
      return size === undefined || /\b11\s?oz\b/i.test(size) ? mugTypeOf(colour) : null;
  }
}

// A canvas's size is often only in its title, as offerCanvasVariants reads it too.
const variantKey = (kind: ProductKind, variant: CatalogVariant) =>
  sameItemKey(
    kind,
    colourOf(variant),
    kind === 'canvas' ? (sizeOf(variant) ?? variant.title) : sizeOf(variant),
  );

/**
 * The variant of Printify's catalogue a fallback product is made as: from the blueprint and
 * provider our plan chose for its kind, the variant with the same colour and size (a canvas by
 * its inches). Undefined when that provider makes no such item.
 */
export function printifyItemFor(
  plan: CatalogPlan,
  product: FallbackProduct,
): PrintifyItem | undefined {
  const chosen = plan[product.type];
  const wanted = sameItemKey(product.type, product.options.color, product.options.size);
  const variant = chosen.catalogue.find(
    (candidate) => wanted !== null && variantKey(product.type, candidate) === wanted,
  );
  return (
    variant && {
      blueprint_id: chosen.blueprint.id,
      print_provider_id: chosen.printProviderId,
      variant_id: variant.id,
    }
  );
}
