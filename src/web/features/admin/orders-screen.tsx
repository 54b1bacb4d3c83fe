import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { AdminOrderSummary } from '../../../shared/api/admin-orders';
import type { OrderStatus } from '../../../shared/api/orders';
import { formatCents } from '../../../shared/money';
import { fetchAdminOrders } from '../../api/admin-orders';
import { adminOrderPath } from '../../paths';
import { Button, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { inputClasses } from '../../ui/input-classes';
import { PAYMENT_LABELS, STATUS_LABELS, STATUS_ORDER } from './order-status-words';

/** /admin: every order, newest first, filtered by status and found by number or e-mail. */
export function OrdersScreen() {
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const orders = useInfiniteQuery({
    queryKey: ['admin-orders', status, q],
    queryFn: ({ pageParam }) => fetchAdminOrders({ status, q, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  const counts = orders.data?.pages[0]?.counts ?? {};
  const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <h2 id="orders-heading" className="text-xl font-semibold">
        Orders
      </h2>
      <form aria-label="Find orders" onSubmit={search} className="flex gap-2">
        <label htmlFor="order-search" className="sr-only">
          Order number or e-mail
        </label>
        <input
          id="order-search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Order number or e-mail"
          className={inputClasses}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Status</legend>
        <Chip label="All" count={total} pressed={!status} onClick={() => setStatus(undefined)} />
        {STATUS_ORDER.map((each) => (
          <Chip
            key={each}
            label={STATUS_LABELS[each]}
            count={counts[each] ?? 0}
            pressed={status === each}
            onClick={() => setStatus(each)}
          />
        ))}
      </fieldset>
      {orders.isPending ? (
        <p className="text-ink-muted">Loading the orders...</p>
      ) : orders.isError ? (
        <p role="alert">The orders could not be loaded. Please try again.</p>
      ) : rows.length === 0 ? (
        <p className="text-ink-muted">No orders match.</p>
      ) : (
        <ul aria-label="Orders" className="flex flex-col gap-2">
          {rows.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
      {orders.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {orders.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </section>
  );
}

function Chip(props: { label: string; count: number; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      onClick={props.onClick}
      className={buttonClasses({ variant: props.pressed ? 'secondary' : 'outline', size: 'sm' })}
    >
      {props.label} <span className="tabular-nums opacity-80">{props.count}</span>
    </button>
  );
}

function OrderRow({ order }: { order: AdminOrderSummary }) {
  return (
    <li>
      <Card className="p-0">
        <Link
          to={adminOrderPath(order.id)}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl p-4 hover:bg-sand/60"
        >
          <span className="font-semibold">{order.display_id}</span>
          <StatusBadge status={order.status} />
          {order.payment_status !== 'paid' && (
            <span className="text-xs text-ink-muted" data-testid="admin-order-payment">
              {PAYMENT_LABELS[order.payment_status]} ({formatCents(order.amount_refunded)})
            </span>
          )}
          <span className="ml-auto font-semibold tabular-nums">
            {formatCents(order.total_amount)}
          </span>
          <span className="w-full truncate text-sm text-ink-muted">
            {order.email} · {new Date(order.created_at).toLocaleString()}
          </span>
        </Link>
      </Card>
    </li>
  );
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const urgent = status === 'needs_attention';
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${urgent ? 'bg-destructive text-destructive-foreground' : 'bg-sand text-ink-muted'}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
