import { z } from 'zod';

/**
 * Every 4xx/5xx body carries a human-readable `detail`; some add a machine `error` code that the
 * web acts on instead of the words (the upload's SPEC codes, `zip_state_mismatch`).
 */
export const apiErrorBodySchema = z.object({
  detail: z.string(),
  error: z.string().optional(),
  message: z.string().optional(),
  retry_recommended: z.boolean().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
