import { z } from 'zod';

/** Every 4xx/5xx body carries a human-readable `detail`; some add a machine `error` code. */
export const apiErrorBodySchema = z.object({
  detail: z.string(),
  error: z.string().optional(),
  message: z.string().optional(),
  retry_recommended: z.boolean().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
