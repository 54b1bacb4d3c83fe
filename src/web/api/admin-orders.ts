import {
  type AdminOrderDetail,
  type AdminOrdersResponse,
  adminOrderDetailSchema,
  adminOrdersResponseSchema,
  type RefundRequest,
} from '../../shared/api/admin-orders';
import { readApiError } from '../../shared/api/errors';
import type { OrderStatus } from '../../shared/api/orders';
import { getJson, postJson } from './http';

/** One page of orders: `status` kept, `q` found, after `cursor`. */
export async function fetchAdminOrders(params: {
  status?: OrderStatus | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
}): Promise<AdminOrdersResponse> {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.q) search.set('q', params.q);
  if (params.cursor) search.set('cursor', params.cursor);
  const result = await getJson(`/api/admin/orders?${search}`, adminOrdersResponseSchema);
  if (!result.ok) throw new Error(`Could not load the orders (status ${result.status ?? 'none'})`);
  return result.data;
}

export async function fetchAdminOrder(id: string): Promise<AdminOrderDetail | null> {
  const result = await getJson(
    `/api/admin/orders/${encodeURIComponent(id)}`,
    adminOrderDetailSchema,
  );
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new Error(`Could not load the order (status ${result.status ?? 'none'})`);
}

export type OrderAction = 'refund' | 'resubmit' | 'cancel' | 'resend-confirmation';

/** Thrown with the server's own words, which the screen shows as they are. */
export class OrderActionError extends Error {
  override readonly name = 'OrderActionError';
}

/** Does the action; answers the order as it now is, or throws with why not. */
export async function runOrderAction(
  id: string,
  action: OrderAction,
  body: RefundRequest = {},
): Promise<AdminOrderDetail> {
  const url = `/api/admin/orders/${encodeURIComponent(id)}/${action}`;
  const result = await postJson(url, body, adminOrderDetailSchema);
  if (result.ok) return result.data;
  const error = readApiError(result.body);
  throw new OrderActionError(error?.detail ?? 'That did not work. Please try again.');
}
