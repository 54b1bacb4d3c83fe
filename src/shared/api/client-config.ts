import { z } from 'zod';

/**
 * GET /api/client-config: timings the browser takes from the server rather than from its own
 * bundle, so a deployment (or a browser test) can tune them without a rebuild. Production
 * values are SPEC §9's: a check every 10 s, at most 60 checks.
 */
export const clientConfigSchema = z.object({
  jobPollIntervalMs: z.number().int().positive(),
  jobPollMaxChecks: z.number().int().positive(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
