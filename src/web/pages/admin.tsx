import { AdminShell } from '../features/admin/admin-shell';
import { OrdersScreen } from '../features/admin/orders-screen';

/** /admin: the shop owner's back office, opening on the orders. */
export function AdminPage() {
  return (
    <AdminShell title="Back office">
      <OrdersScreen />
    </AdminShell>
  );
}
