import {
  type AccountOrdersResponse,
  accountOrdersResponseSchema,
} from '../../shared/api/account-orders';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { getJson, type JsonResult } from './http';

/** The signed-in customer's orders, newest first; 401 when signed out. */
export function fetchAccountOrders(): Promise<JsonResult<AccountOrdersResponse>> {
  return getJson('/api/account/orders', accountOrdersResponseSchema, {
    timeoutMs: REQUEST_TIMEOUT_MS.order,
  });
}
