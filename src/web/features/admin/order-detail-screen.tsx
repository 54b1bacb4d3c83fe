import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { formatCents } from '../../../shared/money';
import { fetchAdminOrder } from '../../api/admin-orders';
import { PATHS } from '../../paths';
import { Card } from '../../ui/card';
import { SummaryRow } from '../../ui/summary-row';
import { OrderActions } from './order-actions';
import { DeliveryFacts, PaymentFacts } from './order-facts';
import { StatusBadge } from './orders-screen';

/** /admin/orders/:id: one order, everything about it, and what the owner may do. */
export function OrderDetailScreen({ id }: { id: string }) {
  const order = useQuery({ queryKey: ['admin-order', id], queryFn: () => fetchAdminOrder(id) });
  if (order.isPending) return <p className="text-ink-muted">Loading the order...</p>;
  if (order.isError) return <p role="alert">The order could not be loaded. Please try again.</p>;
  if (!order.data) return <p role="alert">There is no order with this id.</p>;
  const data = order.data;
  return (
    <article aria-labelledby="order-heading" className="flex flex-col gap-4">
      <Link to={PATHS.admin} className="text-sm text-primary underline-offset-4 hover:underline">
        ← All orders
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="order-heading" className="text-xl font-semibold">
          Order {data.display_id}
        </h2>
        <span data-testid="admin-order-status">
          <StatusBadge status={data.status} />
        </span>
      </div>
      <p className="text-sm text-ink-muted">
        {data.email} · {new Date(data.created_at).toLocaleString()}
      </p>
      <Card className="p-4 sm:p-6">
        <OrderActions order={data} />
      </Card>
      <Card className="flex flex-col gap-3 p-4 sm:p-6">
        <h3 className="font-semibold">Lines</h3>
        <ul className="flex flex-col gap-3">
          {data.lines.map((line) => (
            <Line key={`${line.mockup_url}-${line.title}-${line.quantity}`} line={line} />
          ))}
        </ul>
        <dl className="flex flex-col gap-1 text-sm">
          <SummaryRow label="Subtotal">{formatCents(data.subtotal)}</SummaryRow>
          <SummaryRow label="Shipping">{formatCents(data.shipping_cost)}</SummaryRow>
          <SummaryRow label="Tax">{formatCents(data.tax_amount)}</SummaryRow>
          <SummaryRow label="Total" strong>
            {formatCents(data.total_amount)}
          </SummaryRow>
        </dl>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="flex flex-col gap-1 p-4 text-sm sm:p-6">
          <h3 className="font-semibold">Ship to</h3>
          <p>{data.address.name}</p>
          {data.address.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {data.address.phone && <p>{data.address.phone}</p>}
        </Card>
        <DeliveryFacts order={data} />
        <PaymentFacts order={data} />
      </div>
      <Card className="flex flex-col gap-2 p-4 sm:p-6">
        <h3 className="font-semibold">Timeline</h3>
        <ol aria-label="Timeline" className="flex flex-col gap-2 text-sm">
          {data.timeline.map((entry) => (
            <li
              key={`${entry.at}-${entry.kind}-${entry.summary}`}
              className="flex flex-wrap gap-x-3"
            >
              <time className="text-ink-muted tabular-nums" dateTime={entry.at}>
                {new Date(entry.at).toLocaleString()}
              </time>
              <span>{entry.summary}</span>
              {entry.actor && <span className="text-ink-muted">by {entry.actor}</span>}
            </li>
          ))}
        </ol>
      </Card>
    </article>
  );
}

function Line({ line }: { line: AdminOrderDetail['lines'][number] }) {
  const options = Object.values(line.options).join(', ');
  return (
    <li className="flex gap-3">
      <img
        src={line.mockup_url}
        alt={`Mock-up of ${line.title}`}
        className="size-16 shrink-0 rounded-lg bg-sand object-cover"
      />
      {line.artwork_url && (
        <a href={line.artwork_url} className="shrink-0" title="The artwork at full size">
          <img
            src={line.artwork_url}
            alt={`Artwork of ${line.title}`}
            className="size-16 rounded-lg bg-sand object-cover"
          />
        </a>
      )}
      <div className="flex min-w-0 flex-1 flex-col text-sm">
        <span className="font-semibold">
          {line.quantity} × {line.title}
        </span>
        {options && <span className="text-ink-muted">{options}</span>}
        <span>{formatCents(line.unit_price)} each</span>
        {line.print_file_url && (
          <a href={line.print_file_url} className="text-primary underline-offset-4 hover:underline">
            Print file
          </a>
        )}
      </div>
    </li>
  );
}
