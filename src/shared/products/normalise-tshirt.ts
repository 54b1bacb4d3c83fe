import type { TshirtProduct } from '../api/products';
import { DEFAULT_PRICES_DOLLARS, DEFAULT_TSHIRT_SIZES } from '../constants';
import { centsToDollars } from '../money';
import type {
  TshirtColorOption,
  TshirtDisplayProduct,
  TshirtVariantEntry,
} from './display-product';
import { allowedImages } from './image-urls';
import { sortSizes } from './size-order';

/**
 * An API t-shirt as the shop shows it. Only enabled variants count (SPEC §9): a disabled one
 * is neither sold nor offered, and a colour with nothing enabled is not shown at all. A shirt
 * with no colour or no picture left is not shown.
 */
export function normaliseTshirt(
  product: TshirtProduct,
  host?: string,
): TshirtDisplayProduct | null {
  const variantMap: Record<string, TshirtVariantEntry> = {};
  for (const [id, variant] of Object.entries(product.variantMap)) {
    if (variant.is_enabled) variantMap[id] = { ...variant };
  }
  const enabled = Object.values(variantMap);
  const colors = product.colors.flatMap((color): TshirtColorOption[] => {
    const ofColor = enabled.filter((variant) => variant.color_id === color.id);
    const mapSaysNothing = !Object.values(product.variantMap).some((v) => v.color_id === color.id);
    if (ofColor.length === 0 && !mapSaysNothing) return [];
    const listed = ofColor.length > 0 ? ofColor.map((v) => v.size) : (color.availableSizes ?? []);
    return [
      {
        id: color.id,
        name: color.name,
        hex: color.hex,
        images: allowedImages(color.images, host),
        availableSizes: sortSizes(listed.length > 0 ? listed : DEFAULT_TSHIRT_SIZES),
      },
    ];
  });
  if (colors.length === 0) return null;

  const images = allowedImages(
    colors.flatMap((color) => color.images),
    host,
  );
  const [primaryImage, ...additionalImages] = images;
  if (!primaryImage) return null;
  const prices = enabled.map((variant) => variant.price);
  return {
    id: product.id,
    type: 'tshirt',
    title: product.title,
    description: product.description ?? '',
    primaryImage,
    additionalImages,
    basePrice:
      prices.length > 0 ? centsToDollars(Math.min(...prices)) : DEFAULT_PRICES_DOLLARS.tshirt,
    hasVariants: true,
    printProviderId: product.print_provider_id,
    blueprintId: product.blueprint_id,
    variantMap,
    options: { colors, sizes: sortSizes(colors.flatMap((color) => color.availableSizes)) },
  };
}
