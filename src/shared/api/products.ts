import { z } from 'zod';

/**
 * Product shapes as the API answers them (SPEC §3 "API product shapes"). Prices are integer
 * cents. The client recognises a product by its title: 'T-Shirt', 'Canvas', or one containing
 * 'Coffee Mug'.
 */
const cents = z.number().int().nonnegative();
const imageUrl = z.string().min(1);

const productBase = {
  id: z.string().min(1),
  description: z.string().optional(),
  print_provider_id: z.number().int().positive(),
  blueprint_id: z.number().int().positive(),
};

export const tshirtColorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  hex: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  images: z.array(imageUrl).min(1),
  availableSizes: z.array(z.string()).optional(),
});

export const tshirtVariantSchema = z.object({
  price: cents,
  size: z.string().min(1),
  color: z.string().min(1),
  color_id: z.number().int().positive(),
  is_enabled: z.boolean(),
});

export const tshirtProductSchema = z.object({
  ...productBase,
  title: z.literal('T-Shirt'),
  colors: z.array(tshirtColorSchema).min(1),
  variantMap: z.record(z.string().regex(/^\d+$/), tshirtVariantSchema),
});

export const canvasSizeOptionSchema = z.object({
  variant_id: z.number().int().positive(),
  size: z.string().min(1),
  price: cents,
  depth: z.string().min(1),
  main_image: imageUrl,
  all_images: z.array(imageUrl),
  is_available: z.boolean(),
});

export const canvasProductSchema = z.object({
  ...productBase,
  title: z.literal('Canvas'),
  size_options: z.array(canvasSizeOptionSchema).min(1),
});

export const mugTypeSchema = z.enum(['black', 'white']);

export const mugProductSchema = z.object({
  ...productBase,
  title: z.string().regex(/Coffee Mug/),
  images: z.array(imageUrl),
  price: cents,
  type: mugTypeSchema,
  variant_id: z.number().int().positive(),
});

export const apiProductSchema = z.union([
  tshirtProductSchema,
  canvasProductSchema,
  mugProductSchema,
]);

export type TshirtColor = z.infer<typeof tshirtColorSchema>;
export type TshirtVariant = z.infer<typeof tshirtVariantSchema>;
export type TshirtProduct = z.infer<typeof tshirtProductSchema>;
export type CanvasSizeOption = z.infer<typeof canvasSizeOptionSchema>;
export type CanvasProduct = z.infer<typeof canvasProductSchema>;
export type MugType = z.infer<typeof mugTypeSchema>;
export type MugProduct = z.infer<typeof mugProductSchema>;
export type ApiProduct = z.infer<typeof apiProductSchema>;
