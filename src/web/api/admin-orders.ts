import {
  type AdminOrderDetail,
  adminOrderDetailSchema,
  type CancelRequest,
  type RefundRequest,
  type ReprintRequest,
  type ResubmitRequest,
} from '../../shared/api/admin-orders';
import { readApiError } from '../../shared/api/errors';
import { getJson, postJson } from './http';

export async function fetchAdminOrder(id: string): Promise<AdminOrderDetail | null> {
  const result = await getJson(
    `/api/admin/orders/${encodeURIComponent(id)}`,
    adminOrderDetailSchema,
  );
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new Error(`Could not load the order (status ${result.status ?? 'none'})`);
}

/** The order's action routes: one line's reprint is under the line's place in the order. */
export type OrderAction =
  | 'refund'
  | 'resubmit'
  | 'cancel'
  | 'resend-confirmation'
  | `lines/${number}/reprint`;

/** What each action's body may hold (SPEC-side schemas in shared/api/admin-orders.ts). */
export type OrderActionBody = RefundRequest | CancelRequest | ResubmitRequest | ReprintRequest;

/** Thrown with the server's own words, which the screen shows as they are. */
export class OrderActionError extends Error {
  override readonly name = 'OrderActionError';
}

/** Does the action; answers the order as it now is, or throws with why not. */
export async function runOrderAction(
  id: string,
  action: OrderAction,
  body: OrderActionBody = {},
): Promise<AdminOrderDetail> {
  const url = `/api/admin/orders/${encodeURIComponent(id)}/${action}`;
  const result = await postJson(url, body, adminOrderDetailSchema);
  if (result.ok) return result.data;
  const error = readApiError(result.body);
  throw new OrderActionError(error?.detail ?? 'That did not work. Please try again.');
}
