import { z } from 'zod';

/**
 * Which card form the payment step shows: the local processor's test-mode form, or Stripe's
 * Payment Element with the publishable key (the only Stripe key the browser ever sees).
 */
export const paymentClientConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('local') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string().trim().min(1).max(255) }),
]);
export type PaymentClientConfig = z.infer<typeof paymentClientConfigSchema>;

/**
 * GET /api/client-config: settings the browser takes from the server rather than from its own
 * bundle, so a deployment (or a browser test) can tune them without a rebuild. Production
 * polling values are SPEC §9's: a check every 10 s, at most 60 checks.
 */
export const clientConfigSchema = z.object({
  jobPollIntervalMs: z.number().int().positive(),
  jobPollMaxChecks: z.number().int().positive(),
  payment: paymentClientConfigSchema,
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
