import type { ApiErrorCode } from '../../../shared/api/errors';

/** The reasons an owner's action on an order is refused, in the store's error vocabulary. */
export type OrderRefusalCode = Extract<
  ApiErrorCode,
  | 'order_not_found'
  | 'not_found'
  | 'invalid_request'
  | 'nothing_to_refund'
  | 'refund_exceeds_remaining'
  | 'refund_refused'
  | 'order_not_cancellable'
  | 'partner_cancel_refused'
  | 'order_not_resubmittable'
  | 'order_not_reprintable'
  | 'service_unavailable'
>;

/**
 * Why an owner's action on an order did not happen: a code and the words the owner reads. It
 * carries no HTTP status; the route that answers maps the code to one.
 */
export interface OrderActionRefusal {
  ok: false;
  code: OrderRefusalCode;
  detail: string;
}
export type OrderActionResult = { ok: true } | OrderActionRefusal;

export const refusal = (code: OrderRefusalCode, detail: string): OrderActionRefusal => ({
  ok: false,
  code,
  detail,
});
