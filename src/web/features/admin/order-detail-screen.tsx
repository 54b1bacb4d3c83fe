import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchAdminOrder } from '../../api/admin-orders';
import { adminCustomerPath, PATHS } from '../../paths';
import { Card } from '../../ui/card';
import { OrderActions } from './order-actions';
import { DeliveryFacts, PaymentFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { OrderNoteForm } from './order-note-form';
import { OrderTimeline } from './order-timeline';
import { StatusBadge } from './orders-screen';

/** /admin/orders/:id: one order, everything about it, and what the owner may do. */
export function OrderDetailScreen({ id }: { id: string }) {
  const order = useQuery({
    queryKey: ['admin-order', id],
    queryFn: () => fetchAdminOrder(id),
    // Open on a desk all day, the page follows the partner, refunds and notes by itself; what
    // is being typed lives in the forms' own state and stays.
    refetchInterval: 15_000,
    refetchOnWindowFocus: true,
  });
  if (order.isPending) return <p className="text-ink-muted">Loading the order...</p>;
  // A refresh that fails keeps the order on screen as it last was.
  if (order.isError && !order.data) {
    return <p role="alert">The order could not be loaded. Please try again.</p>;
  }
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
        <Link
          to={adminCustomerPath(data.email)}
          className="text-primary underline-offset-4 hover:underline"
          title="The customer’s orders and total spent"
        >
          {data.email}
        </Link>{' '}
        · {new Date(data.created_at).toLocaleString()}
      </p>
      <Card className="p-4 sm:p-6">
        <OrderActions order={data} />
      </Card>
      <OrderLines order={data} />
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
      <OrderTimeline timeline={data.timeline} />
      <OrderNoteForm orderId={data.id} />
    </article>
  );
}
