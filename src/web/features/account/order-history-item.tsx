import { Link } from 'react-router';
import type { OrderView } from '../../../shared/api/orders';
import { formatCents } from '../../../shared/money';
import { Card } from '../../ui/card';
import { focusRing } from '../../ui/focus-ring';
import { STATUS_LABELS } from '../orders/order-status';
import { OrderTimeline } from '../orders/order-timeline';

function formatOrderDate(createdAt: string): string {
  return new Date(createdAt).toLocaleDateString('en-US', { dateStyle: 'long' });
}

/** One past order, in full, with a link to its own page (the session proves whose it is). */
export function OrderHistoryItem({ order }: { order: OrderView }) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-lg font-semibold">
          <Link
            to={`/orders/${encodeURIComponent(order.order_id)}`}
            className={`rounded-md underline-offset-4 hover:underline ${focusRing}`}
          >
            Order {order.display_id}
          </Link>
        </h3>
        <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold">
          {STATUS_LABELS[order.status]}
        </span>
      </div>
      <p className="-mt-3 text-sm text-ink-muted">
        Placed <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
      </p>
      <ul aria-label="Items" className="flex flex-col gap-3">
        {order.items.map((item) => (
          <li key={`${item.title}-${JSON.stringify(item.options)}`} className="flex gap-3">
            <img
              src={item.image_url}
              alt={item.title}
              className="size-14 shrink-0 rounded-xl bg-sand object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium">{item.title}</span>
              <span className="text-sm text-ink-muted">
                {[...Object.values(item.options), `Qty: ${item.quantity}`].join(' · ')}
              </span>
            </div>
            <span className="shrink-0">{formatCents(item.line_total)}</span>
          </li>
        ))}
      </ul>
      <OrderTimeline timeline={order.timeline} />
      <p className="flex justify-between border-t border-line pt-3 font-semibold">
        <span>Total</span>
        <span>{formatCents(order.total_amount)}</span>
      </p>
    </Card>
  );
}
