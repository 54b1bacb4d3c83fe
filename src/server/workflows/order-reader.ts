import type { OrderRecord } from '../domain/orders/order-record';
import { sameSecret } from '../text/same-secret';

/** Who may read an order: whoever holds its e-mail link's token, or its signed-in customer. */
export type OrderReader = { token: string } | { customerId: string };

export function mayRead(order: OrderRecord, reader: OrderReader): boolean {
  if ('token' in reader) return sameSecret(reader.token, order.accessToken);
  return order.owner.customerId !== null && order.owner.customerId === reader.customerId;
}
