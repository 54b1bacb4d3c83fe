import { z } from 'zod';

/**
 * The history entry the payment step is shown on. Continuing to payment adds one, so the
 * browser's Back from the payment step is a step back to shipping, not out of checkout. It
 * names the payment intent it was made for: an entry whose intent is not the one being paid
 * (come back to by Forward after changing the order) shows the shipping step; after a reload
 * it is the one this tab kept (pending-payment), while the cart is as it was priced.
 */
const paymentEntrySchema = z.object({
  checkoutStep: z.literal('payment'),
  paymentIntentId: z.string().min(1),
  /** Added by the shipping step's 'Continue to Payment': the entry before it is shipping's. */
  pushed: z.boolean(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

export function paymentEntry(paymentIntentId: string, { pushed }: { pushed: boolean }) {
  return { checkoutStep: 'payment', paymentIntentId, pushed } satisfies PaymentEntry;
}

/** The payment entry a location's state holds, or null for any other entry. */
export function readPaymentEntry(state: unknown): PaymentEntry | null {
  const entry = paymentEntrySchema.safeParse(state);
  return entry.success ? entry.data : null;
}
