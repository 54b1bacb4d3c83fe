import { AdminShell } from '../features/admin/admin-shell';
import { StylesScreen } from '../features/admin/styles-screen';

/** /admin/styles: the styles shoppers are offered. */
export function AdminStylesPage() {
  return (
    <AdminShell title="Styles">
      <StylesScreen />
    </AdminShell>
  );
}
