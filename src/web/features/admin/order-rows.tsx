import { Link } from 'react-router';
import type { AdminOrderSummary } from '../../../shared/api/admin-orders';
import { formatCents } from '../../../shared/money';
import { adminOrderPath } from '../../paths';
import { Card } from '../../ui/card';
import { FulfilmentBadge, PaymentBadge } from './status-badges';

/** The orders of one page, newest first, each a link to its own page. */
export function OrderRows({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <ul aria-label="Orders" className="flex flex-col gap-2">
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </ul>
  );
}

function OrderRow({ order }: { order: AdminOrderSummary }) {
  return (
    <li>
      <Card className="p-0">
        <Link
          to={adminOrderPath(order.id)}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl p-4 hover:bg-sand/60"
        >
          <span className="font-semibold">{order.display_id}</span>
          <FulfilmentBadge status={order.fulfilment_status} />
          <PaymentBadge status={order.payment_status} />
          <span className="ml-auto text-right tabular-nums">
            <span className="font-semibold">{formatCents(order.total_amount)}</span>
            {order.amount_refunded > 0 && (
              <span className="block text-xs text-ink-muted">
                {formatCents(order.amount_refunded)} refunded
              </span>
            )}
          </span>
          <span className="w-full truncate text-sm text-ink-muted">
            {order.email} · {new Date(order.created_at).toLocaleString()}
          </span>
        </Link>
      </Card>
    </li>
  );
}
