import { z } from 'zod';
import { type ApiProduct, apiProductSchema } from '../../../../shared/api/products';
import type { ProductsRequest } from '../../../ports/print-partner';
import type { ProductKind } from './catalog';
import type { CatalogPlan } from './catalog-plan';
import type { PrintifyClient } from './client';
import { toApiProducts } from './map-products';
import { buildProductRequest } from './product-request';
import { productSchema, uploadedImageSchema } from './schemas';

export interface CreateProductsDeps {
  client: PrintifyClient;
  shopId: string;
  catalogPlan: () => Promise<CatalogPlan>;
}

// Canvas first: the store lists it first (SPEC §3).
const KINDS: readonly ProductKind[] = ['canvas', 'tshirt', 'mug'];

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

const createdSchema = z.object({ id: z.string() });

/**
 * Uploads the artwork to the shop's media library, makes a canvas, a t-shirt and a mug of it,
 * and reads each back for the mock-ups Printify rendered.
 */
export async function createPrintifyProducts(
  { client, shopId, catalogPlan }: CreateProductsDeps,
  { jobId, artwork }: ProductsRequest,
): Promise<ApiProduct[]> {
  const [upload, plan] = await Promise.all([
    client.post(
      '/v1/uploads/images.json',
      {
        file_name: `masterpiece-${jobId}.${EXTENSIONS[artwork.contentType]}`,
        contents: artwork.image.toString('base64'),
      },
      uploadedImageSchema,
    ),
    catalogPlan(),
  ]);
  const products = `/v1/shops/${encodeURIComponent(shopId)}/products`;
  const made = await Promise.all(
    KINDS.map(async (kind) => {
      const body = buildProductRequest(plan[kind], upload.id, jobId);
      const { id } = await client.post(`${products}.json`, body, createdSchema);
      const product = await client.get(`${products}/${encodeURIComponent(id)}.json`, productSchema);
      return toApiProducts(kind, product, plan[kind].blueprint.title);
    }),
  );
  // A shape the store cannot show must fail the job here, not confuse a shopper later.
  return z.array(apiProductSchema).parse(made.flat());
}
