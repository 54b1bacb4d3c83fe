import { type OrderView, orderViewSchema } from '../../shared/api/orders';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { getJson, type JsonResult } from './http';

/** One order by its id and the token from the confirmation e-mail. */
export function fetchOrder(id: string, token: string): Promise<JsonResult<OrderView>> {
  const url = `/api/orders/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
  return getJson(url, orderViewSchema, { timeoutMs: REQUEST_TIMEOUT_MS.order });
}
