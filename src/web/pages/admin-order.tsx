import { useParams } from 'react-router';
import { AdminShell } from '../features/admin/admin-shell';
import { OrderDetailScreen } from '../features/admin/order-detail-screen';

/** /admin/orders/:id: one order in the back office. */
export function AdminOrderPage() {
  const { orderId = '' } = useParams();
  return (
    <AdminShell title="Order">
      <OrderDetailScreen id={orderId} />
    </AdminShell>
  );
}
