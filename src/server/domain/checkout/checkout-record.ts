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
  status: 'open' | 'completed';
  createdAt: Date;
}
