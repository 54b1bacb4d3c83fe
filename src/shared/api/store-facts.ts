import { z } from 'zod';

/**
 * GET /api/store-facts: how this store is run, for its Contact and Privacy pages to say only
 * what is true of this deployment. Each outside service is named when the store is configured
 * to use it, and null when the store does that work itself.
 */
export const storeFactsSchema = z.object({
  /** Where shoppers write to. */
  contact_email: z.email().max(254),
  /** Paints the artwork from the shopper's photo. */
  art_service: z.literal('openai').nullable(),
  /** Takes card payments. */
  card_processor: z.literal('stripe').nullable(),
  /** Calculates sales tax from the shipping address. */
  tax_service: z.literal('stripe').nullable(),
  /** Makes and ships the products. */
  print_partner: z.literal('printify').nullable(),
  /**
   * The store's own test processor takes the cards: Stripe's test cards pay and nothing is
   * charged (on a live store only with ALLOW_TEST_PAYMENTS=true).
   */
  test_payments: z.boolean(),
  /** Days an artwork nobody ordered, with its photo, is kept before the sweep deletes it. */
  art_retention_days: z.number().int().positive(),
});
export type StoreFacts = z.infer<typeof storeFactsSchema>;
