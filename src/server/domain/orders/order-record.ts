import type { ApiAddress } from '../../../shared/api/address';
import type { OrderAnswer } from '../../../shared/api/orders';
import type { Cents } from '../../../shared/money';
import type { Owner } from '../checkout/checkout-record';
import type { PricedLine } from '../checkout/price-lines';

/**
 * An order's own states. The print partner's words (`pending`, `in-production`,
 * `fulfilled`...) replace `received` once it has the order.
 */
export const ORDER_STATUS = {
  /** Paid and stored; the print partner does not have it yet (the outbox is sending it). */
  received: 'received',
  /** The partner refused it; a person must look (refund or fix the address). */
  needsAttention: 'needs-attention',
} as const;

/** The outbox's work for each order, done once each, retried until done. */
export const ORDER_TASKS = ['submit_to_partner', 'send_confirmation'] as const;
export type OrderTaskKind = (typeof ORDER_TASKS)[number];

export interface OrderRecord {
  id: string;
  displayId: string;
  paymentIntentId: string;
  owner: Owner;
  /** Lets a guest read their own order without an account (the e-mail's link). */
  accessToken: string;
  email: string;
  lines: PricedLine[];
  address: ApiAddress;
  shippingMethodId: number;
  shippingCost: Cents;
  subtotal: Cents;
  taxAmount: Cents;
  totalAmount: Cents;
  currency: string;
  taxCalculationId: string;
  taxTransactionId: string | null;
  status: string;
  partnerOrderId: string | null;
  /** The create-order answer as first given; every repeat of the call gets it again. */
  answer: OrderAnswer;
  createdAt: Date;
}
