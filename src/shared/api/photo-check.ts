import { z } from 'zod';

/**
 * POST /api/photo-checks: a chosen photo passes the upload's own photo check, before the shopper
 * picks a style. A refusal answers as the upload would (SPEC §8's messages).
 */
export const photoCheckResponseSchema = z.object({
  /** False when the face is turned away: the art keeps a likeness best from a face seen whole. */
  faces_camera: z.boolean(),
});
export type PhotoCheckResponse = z.infer<typeof photoCheckResponseSchema>;
