import { type OrderView, orderViewSchema } from '../../shared/api/orders';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { getJson, type JsonResult } from './http';

/**
 * One order by its id and the token from the confirmation e-mail; without a token the server
 * shows a signed-in customer their own order.
 */
export function fetchOrder(id: string, token: string): Promise<JsonResult<OrderView>> {
  const path = `/api/orders/${encodeURIComponent(id)}`;
  const url = token ? `${path}?token=${encodeURIComponent(token)}` : path;
  return getJson(url, orderViewSchema, { timeoutMs: REQUEST_TIMEOUT_MS.order });
}
