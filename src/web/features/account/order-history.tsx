import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderView } from '../../../shared/api/orders';
import { PATHS } from '../../paths';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { OrderHistoryItem } from './order-history-item';

/** The account's orders, newest first as the server sends them. */
export function OrderHistory({ orders }: { orders: OrderView[] }) {
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title="No orders yet"
        action={
          <Button asChild size="lg">
            <Link to={PATHS.home}>Transform Photo</Link>
          </Button>
        }
      >
        Turn a photo into art and your orders will be listed here.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Orders" className="flex flex-col gap-4">
      {orders.map((order) => (
        <li key={order.order_id}>
          <OrderHistoryItem order={order} />
        </li>
      ))}
    </ul>
  );
}
