/**
 * Why the store would not take or turn a payment into an order. The HTTP layer maps each code
 * to a status; `detail` is the sentence the shopper (or the client developer) reads.
 */
export type CheckoutFailureCode =
  /** A line the server cannot price, or a request missing what pricing needs: 400. */
  | 'unpriceable'
  /** More of one item than a shopper may order, or a total no card payment can take: 400. */
  | 'over_limit'
  /** The address cannot be served (no carrier, no such state, tax cannot place it): 422. */
  | 'undeliverable'
  /** The shipping method chosen is not offered for this address and cart any more: 422. */
  | 'method_unavailable'
  /** No checkout under that payment intent: 404. */
  | 'unknown_payment'
  /** Another shopper's checkout: 403. */
  | 'not_yours'
  /** The payment has not succeeded (yet), or not for the amount the checkout holds: 402/409. */
  | 'not_paid'
  | 'amount_mismatch'
  /** The page paid from shows other lines than the checkout holds (re-priced meanwhile): 409. */
  | 'cart_changed'
  /** A service we depend on is down; trying again later may work: 503. */
  | 'unavailable';

export interface CheckoutFailure {
  code: CheckoutFailureCode;
  detail: string;
}

export const failure = (code: CheckoutFailureCode, detail: string): CheckoutFailure => ({
  code,
  detail,
});
