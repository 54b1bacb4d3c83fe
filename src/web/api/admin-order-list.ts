import {
  type AdminOrdersResponse,
  adminOrdersResponseSchema,
  type FulfilmentStatus,
  type PaymentStatus,
} from '../../shared/api/admin-orders';
import { getJson } from './http';

/** What the owner's order list asks for: `from` and `to` are instants, `to` exclusive. */
export type OrderListQuery = {
  status?: FulfilmentStatus;
  payment?: PaymentStatus;
  q?: string;
  from?: string;
  to?: string;
  cursor?: string;
};

const KEYS = ['status', 'payment', 'q', 'from', 'to', 'cursor'] as const;

function searchOf(query: OrderListQuery, keys: readonly (keyof OrderListQuery)[]): string {
  const search = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (value) search.set(key, value);
  }
  return search.toString();
}

/** One page of the orders `query` keeps, with the counts its chips show. */
export async function fetchAdminOrderList(query: OrderListQuery): Promise<AdminOrdersResponse> {
  const result = await getJson(
    `/api/admin/orders?${searchOf(query, KEYS)}`,
    adminOrdersResponseSchema,
  );
  if (!result.ok) throw new Error(`Could not load the orders (status ${result.status ?? 'none'})`);
  return result.data;
}

/** The CSV of every order `query` keeps, whatever page the owner is on. */
export function ordersExportUrl(query: OrderListQuery): string {
  const search = searchOf(
    query,
    KEYS.filter((key) => key !== 'cursor'),
  );
  return search ? `/api/admin/orders/export.csv?${search}` : '/api/admin/orders/export.csv';
}
