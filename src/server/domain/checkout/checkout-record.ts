import type { ApiAddress } from '../../../shared/api/address';
import type { Cents } from '../../../shared/money';
import type { PricedLine } from './price-lines';

/** Who a checkout or an order belongs to (SPEC §6): a signed-in customer or a guest session. */
export interface Owner {
  customerId: string | null;
  guestSessionId: string | null;
}

/**
 * What the server priced for one payment intent, kept under the intent's id: the order is made
 * from this record, whatever the browser sends afterwards (or if it never comes back).
 */
export interface CheckoutRecord {
  paymentIntentId: string;
  owner: Owner;
  email: string;
  lines: PricedLine[];
  address: ApiAddress;
  shippingMethodId: number;
  shippingCost: Cents;
  taxCalculationId: string;
  subtotal: Cents;
  taxAmount: Cents;
  totalAmount: Cents;
  currency: string;
  /** See checkoutFingerprint: what the lines, address, method and owner were. */
  fingerprint: string;
  /** `expired`: unpaid past CHECKOUT_EXPIRY_MS, its intent cancelled; never made an order. */
  status: 'open' | 'completed' | 'expired';
  createdAt: Date;
}

/** What a re-priced checkout changes; the intent's amount is changed with it. */
export type CheckoutPricing = Pick<
  CheckoutRecord,
  | 'email'
  | 'lines'
  | 'address'
  | 'shippingMethodId'
  | 'shippingCost'
  | 'taxCalculationId'
  | 'subtotal'
  | 'taxAmount'
  | 'totalAmount'
  | 'fingerprint'
>;
