import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fetchAdminOrderList, ordersExportUrl } from '../../api/admin-order-list';
import { buttonClasses } from '../../ui/button';
import { scrollToSection } from '../../ui/scroll';
import { OrderFilters } from './order-filters';
import {
  changeFilters,
  hasNarrowing,
  type OrderListFilters,
  queryOf,
  readFilters,
  writeFilters,
} from './order-list-filters';
import { OrderRows } from './order-rows';

export { StatusBadge } from './status-badges';

/** New orders show up while the list is open; the owner's filters and page stay as they are. */
const REFRESH_MS = 30_000;

/**
 * /admin: every order, newest first, kept by fulfilment, payment and the days placed, found by
 * number or e-mail. All of it lives in the address, so Back from an order returns to this list.
 */
export function OrdersScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = queryOf(filters);
  const orders = useQuery({
    queryKey: ['admin-orders', 'list', query],
    queryFn: () => fetchAdminOrderList(query),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
  // A changed filter replaces the address rather than adding to history: Back leaves the list.
  // It builds on the last address written, not on the one this render read: the router
  // re-renders in a transition, so a second change right after the first (From, then To)
  // would otherwise start from before the first and undo it.
  const written = useRef({ read: params.toString(), params });
  if (written.current.read !== params.toString()) {
    written.current = { read: params.toString(), params };
  }
  const change = (next: Parameters<typeof changeFilters>[1]) => {
    const updated = writeFilters(changeFilters(readFilters(written.current.params), next));
    written.current = { ...written.current, params: updated };
    setParams(updated, { replace: true });
  };
  const rows = orders.data?.orders ?? [];
  const next = orders.data?.next_cursor;

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="orders-heading" className="scroll-mt-24 text-xl font-semibold">
          Orders
        </h2>
        <a
          href={ordersExportUrl(query)}
          download
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          Export CSV
        </a>
      </div>
      <OrderFilters filters={filters} counts={orders.data} onChange={change} />
      {orders.isPending ? (
        <p className="text-ink-muted">Loading the orders...</p>
      ) : orders.isError && !orders.data ? (
        <p role="alert">The orders could not be loaded. Please try again.</p>
      ) : rows.length === 0 ? (
        <NoOrders filters={filters} />
      ) : (
        <OrderRows orders={rows} />
      )}
      <Pages filters={filters} next={next ?? undefined} />
    </section>
  );
}

function NoOrders({ filters }: { filters: OrderListFilters }) {
  return (
    <p className="text-ink-muted">
      No orders match.{' '}
      {hasNarrowing(filters) && (
        <Link to={{ search: '' }} className="font-semibold text-primary underline">
          Show every order
        </Link>
      )}
    </p>
  );
}

/** Older orders a page at a time; each page is its own address, so Back returns to the last. */
function Pages({ filters, next }: { filters: OrderListFilters; next: string | undefined }) {
  if (!next && !filters.cursor) return null;
  const link = buttonClasses({ variant: 'outline', size: 'sm' });
  // Another page starts at its first order, not where the owner's finger left the last one.
  const toTop = () => scrollToSection('orders-heading');
  return (
    <nav aria-label="Pages of orders" className="flex flex-wrap justify-center gap-2">
      {filters.cursor && (
        <Link
          to={{ search: `?${writeFilters({ ...filters, cursor: undefined })}` }}
          onClick={toTop}
          className={link}
        >
          Newest orders
        </Link>
      )}
      {next && (
        <Link
          to={{ search: `?${writeFilters({ ...filters, cursor: next })}` }}
          onClick={toTop}
          className={link}
        >
          Older orders
        </Link>
      )}
    </nav>
  );
}
