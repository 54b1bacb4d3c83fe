import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money';
import { fetchAdminCustomer } from '../../api/admin-customers';
import { PATHS } from '../../paths';
import { Card } from '../../ui/card';
import { SummaryRow } from '../../ui/summary-row';
import { OrderRows } from './order-rows';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');

/** /admin/customers/:email: everything one customer ordered, and what they spent. */
export function CustomerScreen({ email }: { email: string }) {
  const customer = useQuery({
    queryKey: ['admin-customer', email.toLowerCase()],
    queryFn: () => fetchAdminCustomer(email),
  });
  return (
    <article aria-labelledby="customer-heading" className="flex flex-col gap-4">
      <Link to={PATHS.admin} className="text-sm text-primary underline-offset-4 hover:underline">
        ← All orders
      </Link>
      <h2 id="customer-heading" className="break-all text-xl font-semibold">
        {email}
      </h2>
      {customer.isPending && <p className="text-ink-muted">Loading the customer...</p>}
      {customer.isError && <p role="alert">The customer could not be loaded. Please try again.</p>}
      {customer.data && (
        <>
          <Card className="p-4 sm:p-6">
            <dl aria-label="Customer totals" className="flex flex-col gap-1 text-sm">
              <SummaryRow label="Orders">{customer.data.order_count}</SummaryRow>
              <SummaryRow label="Total spent">
                <span data-testid="customer-total-spent" className="font-semibold">
                  {formatCents(customer.data.total_spent)}
                </span>
              </SummaryRow>
              {customer.data.total_refunded > 0 && (
                <SummaryRow label="Refunded">
                  {formatCents(customer.data.total_refunded)}
                </SummaryRow>
              )}
              <SummaryRow label="First order">{day(customer.data.first_order_at)}</SummaryRow>
              <SummaryRow label="Latest order">{day(customer.data.last_order_at)}</SummaryRow>
            </dl>
          </Card>
          {customer.data.orders.length === 0 ? (
            <p className="text-ink-muted">No orders were placed with this e-mail address.</p>
          ) : (
            <OrderRows orders={customer.data.orders} />
          )}
          {customer.data.order_count > customer.data.orders.length && (
            <p className="text-sm text-ink-muted">
              Showing the latest {customer.data.orders.length} of {customer.data.order_count}{' '}
              orders; the totals count them all.
            </p>
          )}
        </>
      )}
    </article>
  );
}
