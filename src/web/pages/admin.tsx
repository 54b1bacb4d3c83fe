import { AdminHome } from '../features/admin/admin-home';
import { AdminShell } from '../features/admin/admin-shell';

/** /admin: the shop owner's back office. */
export function AdminPage() {
  return (
    <AdminShell title="Back office">
      <AdminHome />
    </AdminShell>
  );
}
