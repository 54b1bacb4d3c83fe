import type { ApiAddress } from '../../../shared/api/address';
import type { OrderAnswer } from '../../../shared/api/orders';
import type { Cents } from '../../../shared/money';
import type { Owner } from '../checkout/checkout-record';
import type { PricedLine } from '../checkout/price-lines';
import type { OrderStatus } from './order-status';

/** The create-order answer's status (SPEC §7): the order is paid and stored. */
export const ANSWER_STATUS_RECEIVED = 'received';

/** The outbox's work for each order, done once each, retried until done. */
export const ORDER_TASKS = ['submit_to_partner', 'send_confirmation'] as const;
/** Work a later change owes: the e-mails telling the shopper their order shipped, arrived, was cancelled. */
// `tell_owners_attention`: the owners' e-mail each time the order comes to need attention.
export const FOLLOW_UP_TASKS = [
  'send_shipped',
  'send_delivered',
  'send_cancelled',
  'tell_owners_attention',
] as const;
/**
 * The refund e-mails owed: armed again by each refund, it sends every taken refund's e-mail
 * not yet sent (each once, by the refund's id).
 */
export const REFUND_TASK = 'send_refunds';
/**
 * The free replacements owed: armed again by each reprint, it places every pending reprint with
 * the partner (each once, by the reprint's id) and tells the shopper of each.
 */
export const REPRINT_TASK = 'submit_reprints';
export type OrderTaskKind =
  | (typeof ORDER_TASKS)[number]
  | (typeof FOLLOW_UP_TASKS)[number]
  | typeof REFUND_TASK
  | typeof REPRINT_TASK;

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
  status: OrderStatus;
  partnerOrderId: string | null;
  /** The partner's own word for where it is (order-status.ts maps it to ours). */
  partnerStatus: string | null;
  /** Cents refunded, or being refunded, so far. */
  amountRefunded: Cents;
  /** The create-order answer as first given; every repeat of the call gets it again. */
  answer: OrderAnswer;
  createdAt: Date;
}
