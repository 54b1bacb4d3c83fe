import { type AdminCustomer, adminCustomerSchema } from '../../shared/api/admin-customers';
import { type AdminOrderDetail, adminOrderDetailSchema } from '../../shared/api/admin-orders';
import { readApiError } from '../../shared/api/errors';
import { getJson, postJson } from './http';

/** One customer by e-mail: their orders and what they spent. */
export async function fetchAdminCustomer(email: string): Promise<AdminCustomer> {
  const result = await getJson(
    `/api/admin/customers/${encodeURIComponent(email)}`,
    adminCustomerSchema,
  );
  if (!result.ok) {
    throw new Error(`Could not load the customer (status ${result.status ?? 'none'})`);
  }
  return result.data;
}

/** Keeps a staff note on the order; answers the order as it now is, or throws with why not. */
export async function addOrderNote(id: string, note: string): Promise<AdminOrderDetail> {
  const result = await postJson(
    `/api/admin/orders/${encodeURIComponent(id)}/notes`,
    { note },
    adminOrderDetailSchema,
  );
  if (result.ok) return result.data;
  throw new Error(readApiError(result.body)?.detail ?? 'The note was not kept. Please try again.');
}
