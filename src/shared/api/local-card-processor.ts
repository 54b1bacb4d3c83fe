import { z } from 'zod';
import { text } from '../validation/text';

/**
 * The local card processor's calls, shaped like Stripe's so the browser reads both alike:
 * confirming a payment intent with a card, and the answers Stripe would give.
 */
export const localConfirmRequestSchema = z.object({
  client_secret: text().min(1).max(200),
  card: z.object({
    number: text()
      .max(40)
      .transform((value) => value.replace(/[\s-]/g, '')),
    exp_month: z.coerce.number().int(),
    exp_year: z.coerce.number().int(),
    cvc: text().max(8),
    country: text().max(2).optional(),
    postal_code: text().max(16).optional(),
  }),
  billing_details: z
    .object({ name: text().max(200), email: text().max(254) })
    .partial()
    .optional(),
  return_url: text().max(2048),
});

export const localIntentSchema = z.object({
  id: z.string().min(1),
  // Any status but 'succeeded' is an unpaid intent, not a malformed answer.
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  next_action: z
    .object({
      type: z.literal('redirect_to_url'),
      redirect_to_url: z.object({ url: z.string().min(1) }),
    })
    .nullish(),
});
export type LocalPaymentIntent = z.infer<typeof localIntentSchema>;

/** Stripe's error body: its type, its code, and its words for the shopper. */
export const localErrorSchema = z.object({
  error: z.object({
    type: z.enum(['card_error', 'invalid_request_error']),
    code: z.string().optional(),
    decline_code: z.string().optional(),
    message: z.string().min(1),
  }),
});

/** The test-mode authentication page's query, and its form with the shopper's choice. */
export const localChallengeQuerySchema = z.object({
  client_secret: text().min(1).max(200),
  return_url: text().max(2048),
});

export const localChallengeFormSchema = localChallengeQuerySchema.extend({
  outcome: z.enum(['complete', 'fail']),
});
