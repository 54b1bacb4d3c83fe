import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatCents, formatShippingPrice } from '../../shared/money';
import { fetchOrder } from '../api/orders';
import { STATUS_LABELS } from '../features/account/order-status';
import { PATHS } from '../features/navigation/paths';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page-header';
import { SummaryRow } from '../ui/summary-row';

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
        <span data-testid="order-status">{STATUS_LABELS[view.status] ?? view.status}</span>
      </PageHeader>
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <ul aria-label="Order items" className="flex flex-col gap-4">
          {view.items.map((item) => (
            <li key={`${item.title}-${JSON.stringify(item.options)}`} className="flex gap-4">
              <img
                src={item.image_url}
                alt=""
                className="size-16 rounded-xl bg-sand object-cover"
              />
              <div className="flex flex-1 flex-col">
                <span className="font-medium">{item.title}</span>
                <span className="text-sm text-ink-muted">
                  {Object.values(item.options).join(' · ')} · Qty: {item.quantity}
                </span>
              </div>
              <span>{formatCents(item.line_total)}</span>
            </li>
          ))}
        </ul>
        <dl className="flex flex-col gap-2 border-t border-line pt-4">
          <SummaryRow label="Subtotal">{formatCents(view.subtotal)}</SummaryRow>
          <SummaryRow label="Shipping">{formatShippingPrice(view.shipping_cost)}</SummaryRow>
          <SummaryRow label="Tax">{formatCents(view.tax_amount)}</SummaryRow>
          <SummaryRow label="Total" strong>
            {formatCents(view.total_amount)}
          </SummaryRow>
        </dl>
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
