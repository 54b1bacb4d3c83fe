import { z } from 'zod';
import {
  canvasProductSchema,
  canvasSizeOptionSchema,
  mugProductSchema,
  tshirtProductSchema,
  tshirtVariantSchema,
} from '../api/products';

/*
 * What a print partner makes for an artwork: SPEC §3's product shapes without a price. The
 * partner says what it makes (variants, sizes, mock-ups); the store's price list says what
 * each costs (priceProducts).
 */

export const partnerTshirtSchema = tshirtProductSchema.extend({
  variantMap: z.record(z.string().regex(/^\d+$/), tshirtVariantSchema.omit({ price: true })),
});

export const partnerCanvasSchema = canvasProductSchema.extend({
  size_options: z.array(canvasSizeOptionSchema.omit({ price: true })).min(1),
});

export const partnerMugSchema = mugProductSchema.omit({ price: true });

export const partnerProductSchema = z.union([
  partnerTshirtSchema,
  partnerCanvasSchema,
  partnerMugSchema,
]);

export type PartnerTshirt = z.infer<typeof partnerTshirtSchema>;
export type PartnerCanvas = z.infer<typeof partnerCanvasSchema>;
export type PartnerMug = z.infer<typeof partnerMugSchema>;
export type PartnerProduct = z.infer<typeof partnerProductSchema>;
