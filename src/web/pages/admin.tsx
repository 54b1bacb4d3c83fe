import { AdminShell } from '../features/admin/admin-shell';
import { FiguresPanel } from '../features/admin/figures-panel';
import { OrdersScreen } from '../features/admin/orders-screen';

/** /admin: the shop owner's back office: the figures first, then the orders. */
export function AdminPage() {
  return (
    <AdminShell title="Back office">
      <FiguresPanel />
      <OrdersScreen />
    </AdminShell>
  );
}
