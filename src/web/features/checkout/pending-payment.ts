import { z } from 'zod';
import { apiAddressSchema } from '../../../shared/api/address';
import { cartItemSchema } from '../../../shared/api/cart';
import { taxResultSchema } from '../../../shared/api/tax';
import { STORAGE_KEYS } from '../../../shared/storage-keys';

/**
 * The checkout behind a payment intent, kept for this tab while the shopper pays: the bank's
 * authentication page leaves the store and comes back with only the intent's id, and the
 * order call still needs the address, method and tax the shopper confirmed.
 */
export const pendingPaymentSchema = z.object({
  paymentIntentId: z.string().min(1),
  clientSecret: z.string().min(1),
  /** What the server will charge: its own prices, shipping quote and tax. */
  amount: z.number().int().nonnegative(),
  /** The cart lines the intent was priced for: what the order is for, whatever the cart holds now. */
  items: z.array(cartItemSchema).min(1),
  address: apiAddressSchema,
  shippingMethodId: z.number().int().positive(),
  shippingCost: z.number().int().nonnegative(),
  tax: taxResultSchema,
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

export function savePendingPayment(pending: PendingPayment): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.pendingPayment, JSON.stringify(pending));
  } catch {
    // Without storage a redirect cannot resume; paying without one still works.
  }
}

export function readPendingPayment(): PendingPayment | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.pendingPayment);
    const parsed = pendingPaymentSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingPayment(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEYS.pendingPayment);
  } catch {
    // Nothing to clear.
  }
}

/** What a redirect back from the bank's page says, read from the checkout URL. */
export interface PaymentReturn {
  paymentIntentId: string;
  clientSecret: string;
  succeeded: boolean;
}

export function readPaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  const status = params.get('redirect_status');
  if (!paymentIntentId || !clientSecret || !status) return null;
  return { paymentIntentId, clientSecret, succeeded: status === 'succeeded' };
}
