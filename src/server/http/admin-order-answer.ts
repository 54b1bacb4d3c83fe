import { adminOrderDetailSchema } from '../../shared/api/admin-orders';
import type { ViewerReader } from '../auth/viewer-reader';
import type { OrderActionResult } from '../domain/orders/order-action-refusal';
import type { LineChoiceDeps } from '../workflows/line-variant-choices';
import type { OwnerOrderDeps } from '../workflows/owner-order-deps';
import { readAdminOrder } from '../workflows/read-admin-order';
import { fails, json } from './contract/route-contract';
import { orderRefusalError } from './order-refusal-error';

export interface AdminOrderRouteDeps extends OwnerOrderDeps, LineChoiceDeps {
  readViewer: ViewerReader;
}

export const ORDER_NOT_FOUND = {
  404: fails('No order has this id.', 'order_not_found'),
} as const;
export const ORDER_DETAIL = json(adminOrderDetailSchema, 'The order as it now is.');

/** The order as it now is after an owner's action, or the action's refusal as the error answer. */
export async function orderAnswer(
  deps: AdminOrderRouteDeps,
  id: string,
  done: OrderActionResult = { ok: true },
) {
  const result = done.ok ? await readAdminOrder(deps, id) : done;
  if ('ok' in result) throw orderRefusalError(result);
  return result;
}
