import {
  type AdminOrderSummary,
  type FulfilmentStatus,
  fulfilmentStatusSchema,
} from '../../shared/api/admin-orders';
import { paymentStatusOf } from '../domain/orders/order-standing';
import { readStoredStatus } from '../domain/orders/order-status';

/** The columns an order's summary is read from, for the list and the customer view alike. */
export const SUMMARY_COLUMNS = [
  'id',
  'display_id',
  'status',
  'fulfilment_status',
  'total_amount',
  'amount_refunded',
  'email',
  'created_at',
] as const;

/** A fulfilment status as stored; the column never holds `refunded` (0020). */
export function readFulfilmentStatus(stored: string): FulfilmentStatus {
  const read = fulfilmentStatusSchema.safeParse(readStoredStatus(stored));
  return read.success ? read.data : 'paid';
}

/** One order's summary from its row: money as cents, both statuses, times as ISO. */
export function orderSummaryOf(row: {
  id: string;
  display_id: string;
  status: string;
  fulfilment_status: string;
  total_amount: number | string;
  amount_refunded: number | string;
  email: string;
  created_at: string;
}): AdminOrderSummary {
  const money = {
    totalAmount: Number(row.total_amount),
    amountRefunded: Number(row.amount_refunded),
  };
  return {
    id: row.id,
    display_id: row.display_id,
    status: readStoredStatus(row.status),
    fulfilment_status: readFulfilmentStatus(row.fulfilment_status),
    payment_status: paymentStatusOf(money),
    total_amount: money.totalAmount,
    amount_refunded: money.amountRefunded,
    email: row.email,
    created_at: new Date(row.created_at).toISOString(),
  };
}
