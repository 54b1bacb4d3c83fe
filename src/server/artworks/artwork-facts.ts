import { z } from 'zod';

/**
 * An artwork's facts without its pixels, as kept beside its file: what print files are cut by
 * (the face's box keeps the face out of a product's cut).
 */
export const artworkFactsSchema = z.object({
  contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  width: z.number().positive(),
  height: z.number().positive(),
  subject: z
    .object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })
    .optional(),
});
