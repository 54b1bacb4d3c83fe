import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { fetchOrder } from '../api/orders';
import { OrderLines, OrderTotals } from '../features/orders/order-lines';
import { STATUS_LABELS } from '../features/orders/order-status';
import { OrderTimeline } from '../features/orders/order-timeline';
import { PATHS } from '../paths';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page-header';

/** An order's own page, opened from the confirmation e-mail's link (its token proves whose). */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const order = useQuery({
    queryKey: ['order', orderId, token],
    queryFn: async () => {
      const result = await fetchOrder(orderId, token);
      if (!result.ok) throw new Error('not found');
      return result.data;
    },
    retry: false,
  });

  if (order.isPending) {
    return <p className="mx-auto max-w-3xl px-4 py-16 text-ink-muted">Loading your order...</p>;
  }
  if (order.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          icon={PackageSearch}
          title="Order not found"
          action={
            <Button asChild size="lg">
              <Link to={PATHS.home}>Return to Home</Link>
            </Button>
          }
        >
          We could not find this order. Please check the link in your e-mail.
        </EmptyState>
      </div>
    );
  }
  const view = order.data;
  const address = view.shipping_address;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6">
      <PageHeader title={`Order ${view.display_id}`}>
        Placed {new Date(view.created_at).toLocaleDateString('en-US', { dateStyle: 'long' })} ·{' '}
        <span data-testid="order-status">{STATUS_LABELS[view.status]}</span>
      </PageHeader>
      {view.timeline.length > 0 ? (
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 className="font-semibold">Progress</h2>
          <OrderTimeline timeline={view.timeline} />
        </Card>
      ) : null}
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <OrderLines items={view.items} />
        <OrderTotals {...view} />
      </Card>
      <Card className="flex flex-col gap-1 p-5 sm:p-6">
        <h2 className="font-semibold">Shipping to</h2>
        <p>
          {address.first_name} {address.last_name}
        </p>
        <p>
          {address.address1}
          {address.address2 ? `, ${address.address2}` : ''}
        </p>
        <p>
          {address.city}, {address.region} {address.zip}
        </p>
      </Card>
    </div>
  );
}
