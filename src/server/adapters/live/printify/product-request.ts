import type { ProductKind } from './catalog';
import type { BlueprintPlan } from './catalog-plan';

/** How each product reads in the Printify shop and to shoppers. */
export const PRODUCT_COPY: Record<ProductKind, { title: string; description: string }> = {
  tshirt: {
    title: 'T-Shirt',
    description: 'Your portrait as a work of art, printed on a soft unisex jersey tee.',
  },
  canvas: {
    title: 'Canvas',
    description: 'Your portrait as a work of art, printed on a gallery-quality stretched canvas.',
  },
  mug: {
    title: 'Coffee Mug',
    description: 'Your portrait as a work of art, printed on an 11oz ceramic coffee mug.',
  },
};

/** One uploaded print file and the variants printed from it. */
export interface UploadedPrintArea {
  imageId: string;
  variantIds: number[];
}

/**
 * The body of POST /v1/shops/{shop_id}/products.json: every offered variant enabled at our
 * price, and on the front of each its own print file, made at the placeholder's size, so it
 * fills the print area exactly.
 */
export function buildProductRequest(
  plan: BlueprintPlan,
  printAreas: UploadedPrintArea[],
  jobId: string,
) {
  const copy = PRODUCT_COPY[plan.kind];
  return {
    // The job id lets the shop owner trace a Printify product back to the generation.
    title: `Masterpiece Me ${copy.title} · ${jobId}`,
    description: copy.description,
    blueprint_id: plan.blueprint.id,
    print_provider_id: plan.printProviderId,
    variants: plan.variants.map(({ id, price }) => ({ id, price, is_enabled: true })),
    print_areas: printAreas.map(({ imageId, variantIds }) => ({
      variant_ids: variantIds,
      placeholders: [
        { position: 'front', images: [{ id: imageId, x: 0.5, y: 0.5, scale: 1, angle: 0 }] },
      ],
    })),
  };
}
