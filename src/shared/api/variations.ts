import { LOOKS_PER_SET } from '@masterpiece-me/portrait-engine/vocabulary';
import { z } from 'zod';
import { apiProductSchema } from './products';

/**
 * How many variations one "Create My Art" paints: the shopper picks one. One set of the
 * engine's looks, so "four more" start a set of their own.
 */
export const VARIATIONS_PER_CREATION = LOOKS_PER_SET;

/** Which of a job's variations: 0 is the one the job finished with. */
export const variationIndexSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(VARIATIONS_PER_CREATION - 1);

/** One painted variation of a job, at screen size with the shop's mark. */
export const variationSchema = z.object({
  variation: z.number().int().min(0),
  artwork_url: z.string().min(1),
});
export type Variation = z.infer<typeof variationSchema>;

/**
 * GET /api/jobs/{id}/variations: the variations painted so far, in order. The first is there
 * once the job is completed; the others follow within seconds, so a client asks again until
 * `variations` holds `expected` of them or `painting` is false.
 */
export const variationsResponseSchema = z.object({
  expected: z.number().int().min(1),
  /** Still painting the rest; false once all are done or the painter gave up. */
  painting: z.boolean(),
  variations: z.array(variationSchema),
});
export type VariationsResponse = z.infer<typeof variationsResponseSchema>;

/**
 * POST /api/jobs/{id}/variations/{variation}/pick: the products made from that variation
 * (made on first pick, kept after), which take the place of the job's products on screen and
 * in new cart lines.
 */
export const pickedVariationSchema = z.object({
  variation: z.number().int().min(0),
  artwork_url: z.string().min(1),
  products: z.array(apiProductSchema),
});
export type PickedVariation = z.infer<typeof pickedVariationSchema>;
