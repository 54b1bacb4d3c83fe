import { z } from 'zod';
import {
  type PartnerProduct,
  partnerProductSchema,
} from '../../../../shared/catalogue/partner-products';
import type { ProductsRequest } from '../../../ports/print-partner';
import { renderPrintFile } from '../../../print-files/print-file';
import type { ProductKind } from './catalog';
import type { CatalogPlan } from './catalog-plan';
import type { PrintifyClient } from './client';
import { toPartnerProducts } from './map-products';
import { printAreaGroups } from './print-areas';
import { buildProductRequest, type UploadedPrintArea } from './product-request';
import { productSchema, uploadedImageSchema } from './schemas';

export interface CreateProductsDeps {
  client: PrintifyClient;
  shopId: string;
  catalogPlan: () => Promise<CatalogPlan>;
}

// Canvas first: the store lists it first (SPEC §3).
const KINDS: readonly ProductKind[] = ['canvas', 'tshirt', 'mug'];

const createdSchema = z.object({ id: z.string() });

/**
 * Each print file the product needs, composed for its placeholder (the face whole, the picture
 * edge to edge) and uploaded to the shop's media library. One at a time: each holds a
 * print-size image while it is encoded and sent (the three products upload side by side).
 */
async function uploadPrintFiles(
  client: PrintifyClient,
  plan: CatalogPlan[ProductKind],
  { jobId, artwork }: ProductsRequest,
): Promise<UploadedPrintArea[]> {
  const uploaded: UploadedPrintArea[] = [];
  for (const group of printAreaGroups(plan)) {
    const file = await renderPrintFile(artwork, group);
    const { id } = await client.post(
      '/v1/uploads/images.json',
      {
        file_name: `masterpiece-${jobId}-${plan.kind}-${group.widthPx}x${group.heightPx}.jpg`,
        contents: file.toString('base64'),
      },
      uploadedImageSchema,
    );
    uploaded.push({ imageId: id, variantIds: group.variantIds });
  }
  return uploaded;
}

/**
 * Makes a canvas, a t-shirt and a mug of the artwork, each printed from its own composed print
 * files, and reads each back for the mock-ups Printify rendered.
 */
export async function createPrintifyProducts(
  { client, shopId, catalogPlan }: CreateProductsDeps,
  request: ProductsRequest,
): Promise<PartnerProduct[]> {
  const plan = await catalogPlan();
  const products = `/v1/shops/${encodeURIComponent(shopId)}/products`;
  const made = await Promise.all(
    KINDS.map(async (kind) => {
      const printAreas = await uploadPrintFiles(client, plan[kind], request);
      const body = buildProductRequest(plan[kind], printAreas, request.jobId);
      const { id } = await client.post(`${products}.json`, body, createdSchema);
      const product = await client.get(`${products}/${encodeURIComponent(id)}.json`, productSchema);
      return toPartnerProducts(kind, product, plan[kind].blueprint.title);
    }),
  );
  // A shape the store cannot show must fail the job here, not confuse a shopper later.
  return z.array(partnerProductSchema).parse(made.flat());
}
