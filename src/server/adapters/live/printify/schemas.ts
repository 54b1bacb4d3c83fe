import { z } from 'zod';

/**
 * The parts of Printify API v1 answers this adapter reads (developers.printify.com). Unknown
 * fields are dropped; a missing field we rely on fails loudly instead of leaking `undefined`.
 */
export const blueprintSchema = z.object({ id: z.number().int(), title: z.string() });
export const blueprintsSchema = z.array(blueprintSchema);
export type Blueprint = z.infer<typeof blueprintSchema>;

export const printProvidersSchema = z.array(z.object({ id: z.number().int(), title: z.string() }));

/** GET /v1/catalog/blueprints/{id}/print_providers/{pp}/variants.json */
export const catalogVariantSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** e.g. `{ color: 'Heather Grey', size: 'XS' }` */
  options: z.record(z.string(), z.coerce.string()),
  /** Each print position's size in pixels: the print file the variant needs. */
  placeholders: z
    .array(
      z.object({
        position: z.string(),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    )
    .optional(),
});
export const catalogVariantsSchema = z.object({ variants: z.array(catalogVariantSchema) });
export type CatalogVariant = z.infer<typeof catalogVariantSchema>;

/** POST /v1/uploads/images.json */
export const uploadedImageSchema = z.object({ id: z.string(), file_name: z.string() });

const productOptionSchema = z.object({
  name: z.string(),
  type: z.string(),
  values: z.array(
    z.object({ id: z.number().int(), title: z.string(), colors: z.array(z.string()).optional() }),
  ),
});

const productVariantSchema = z.object({
  id: z.number().int(),
  price: z.number().int(),
  title: z.string(),
  is_enabled: z.boolean(),
  is_available: z.boolean().optional(),
  /** Ids of the product's option values. */
  options: z.array(z.number().int()),
});

const mockupSchema = z.object({
  src: z.string(),
  variant_ids: z.array(z.number().int()),
  position: z.string(),
  is_default: z.boolean(),
});

/** GET /v1/shops/{shop_id}/products/{id}.json (POST products.json answers the same shape). */
export const productSchema = z.object({
  id: z.string(),
  title: z.string(),
  blueprint_id: z.number().int(),
  print_provider_id: z.number().int(),
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
  images: z.array(mockupSchema),
});
export type PrintifyProduct = z.infer<typeof productSchema>;
export type Mockup = z.infer<typeof mockupSchema>;

/** Printify's documented error body: `{ status, code, message, errors: { reason, code } }`. */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  errors: z.unknown().optional(),
});
