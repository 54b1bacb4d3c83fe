import type { OrderActionRefusal, OrderRefusalCode } from '../domain/orders/order-action-refusal';
import { HttpError } from './errors';

/** The answer's status for each reason an owner's order action is refused. */
const STATUS: Record<OrderRefusalCode, 404 | 409 | 422 | 503> = {
  order_not_found: 404,
  not_found: 404,
  invalid_request: 422,
  nothing_to_refund: 422,
  refund_exceeds_remaining: 422,
  refund_refused: 409,
  order_not_cancellable: 409,
  partner_cancel_refused: 409,
  order_not_resubmittable: 409,
  order_not_reprintable: 409,
  service_unavailable: 503,
};

/** The error answer for a refused owner's action: its status, code and the owner's words. */
export const orderRefusalError = (refusal: OrderActionRefusal) =>
  new HttpError(STATUS[refusal.code], refusal.code, refusal.detail);
