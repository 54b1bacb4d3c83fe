import type { CanvasProduct } from '../api/products';
import { centsToDollars } from '../money';
import type { CanvasDisplayProduct, CanvasVariantOption } from './display-product';
import { allowedImages } from './image-urls';

/** An API canvas as the shop shows it; its base price is the lowest variant price (SPEC §9). */
export function normaliseCanvas(
  product: CanvasProduct,
  host?: string,
): CanvasDisplayProduct | null {
  const variants = product.size_options.map(
    (option): CanvasVariantOption => ({
      id: option.variant_id,
      size: option.size,
      price: option.price,
      depth: option.depth,
      images: allowedImages(
        option.all_images.length > 0 ? option.all_images : [option.main_image],
        host,
      ),
      isAvailable: option.is_available,
    }),
  );
  const available = variants.filter((variant) => variant.isAvailable);
  const priced = available.length > 0 ? available : variants;
  const images = allowedImages(
    variants.flatMap((variant) => variant.images),
    host,
  );
  // Nothing to show the shopper, and nothing to put on the cart line.
  const [primaryImage, ...additionalImages] = images;
  if (!primaryImage) return null;
  return {
    id: product.id,
    type: 'canvas',
    title: product.title,
    description: product.description ?? '',
    primaryImage,
    additionalImages,
    basePrice: centsToDollars(Math.min(...priced.map((variant) => variant.price))),
    hasVariants: variants.length > 1,
    printProviderId: product.print_provider_id,
    blueprintId: product.blueprint_id,
    options: { variants, sizes: [...new Set(variants.map((variant) => variant.size))] },
  };
}
