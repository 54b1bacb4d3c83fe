import { useParams } from 'react-router';
import { AdminShell } from '../features/admin/admin-shell';
import { CustomerScreen } from '../features/admin/customer-screen';

/** /admin/customers/:email: one customer in the back office. */
export function AdminCustomerPage() {
  const { email = '' } = useParams();
  return (
    <AdminShell title="Customer">
      <CustomerScreen email={email} />
    </AdminShell>
  );
}
