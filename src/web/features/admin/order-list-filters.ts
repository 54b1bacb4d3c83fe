import {
  type FulfilmentStatus,
  fulfilmentStatusSchema,
  type PaymentStatus,
  paymentStatusSchema,
} from '../../../shared/api/admin-orders';
import type { OrderListQuery } from '../../api/admin-order-list';
import { afterDay, instantsOf, readDay, startOfDay } from './local-days';

/**
 * What the owner's order list shows, as the page's address keeps it: Back from an order returns
 * to the same list, and a link to a filtered list can be shared. Days are the owner's local days.
 */
export type OrderListFilters = {
  status?: FulfilmentStatus;
  payment?: PaymentStatus;
  q?: string;
  /** First day shown, "YYYY-MM-DD". */
  from?: string;
  /** Last day shown, "YYYY-MM-DD". */
  to?: string;
  /** The page: where the server said the last one ended. */
  cursor?: string;
};

const KEYS = ['status', 'payment', 'q', 'from', 'to', 'cursor'] as const;

/** The filters in `params`; anything unknown or malformed (an edited link) is left out. */
export function readFilters(params: URLSearchParams): OrderListFilters {
  const filters: OrderListFilters = {};
  const status = fulfilmentStatusSchema.safeParse(params.get('status'));
  if (status.success) filters.status = status.data;
  const payment = paymentStatusSchema.safeParse(params.get('payment'));
  if (payment.success) filters.payment = payment.data;
  const q = params.get('q')?.trim();
  if (q) filters.q = q;
  const from = readDay(params.get('from'));
  if (from) filters.from = from;
  const to = readDay(params.get('to'));
  if (to) filters.to = to;
  const cursor = params.get('cursor');
  if (cursor) filters.cursor = cursor;
  return filters;
}

/** The page's search params for `filters`, empty ones left out. */
export function writeFilters(filters: OrderListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/**
 * `filters` with `change` applied. A change of what is shown starts again at the first page:
 * the page the owner was on belongs to the list they were looking at.
 */
export function changeFilters(
  filters: OrderListFilters,
  change: Partial<Record<keyof OrderListFilters, string | undefined>>,
): OrderListFilters {
  const next: Record<string, string | undefined> = { ...filters, cursor: undefined, ...change };
  return readFilters(writeFilters(next as OrderListFilters));
}

/** What the server is asked for: the days as instants, the `to` day whole. */
export function queryOf(filters: OrderListFilters): OrderListQuery {
  const { from, to, ...rest } = filters;
  if (from && to) return { ...rest, ...instantsOf(from, to) };
  const query: OrderListQuery = { ...rest };
  if (from) query.from = startOfDay(from);
  if (to) query.to = afterDay(to);
  return query;
}

export function hasNarrowing(filters: OrderListFilters): boolean {
  return Boolean(filters.status || filters.payment || filters.q || filters.from || filters.to);
}
