import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { OrderEventsRepository } from '../db/order-events-repository';
import type { OrderRefundsRepository } from '../db/order-refunds-repository';
import type { OrderReprintsRepository } from '../db/order-reprints-repository';
import type { OrderTasksRepository } from '../db/order-tasks-repository';
import type { OrdersRepository } from '../db/orders-repository';
import { type OrderActionRefusal, refusal } from '../domain/orders/order-action-refusal';
import type { OrderRecord } from '../domain/orders/order-record';
import type { CardProcessor } from '../ports/card-processor';
import type { Mailer } from '../ports/mailer';
import type { PrintPartner } from '../ports/print-partner';
import type { OrderOutbox } from './order-outbox';

/** What the owner's order actions reach: the order's records and the outside services. */
export interface OwnerOrderDeps {
  db: Db;
  orders: OrdersRepository;
  orderEvents: OrderEventsRepository;
  orderRefunds: OrderRefundsRepository;
  orderReprints: OrderReprintsRepository;
  orderTasks: OrderTasksRepository;
  cardProcessor: CardProcessor;
  printPartner: PrintPartner;
  mailer: Mailer;
  outbox: OrderOutbox;
  config: { publicBaseUrl: string };
  logger: Pick<FastifyBaseLogger, 'warn'>;
  clock: () => Date;
}

export const NO_SUCH_ORDER = refusal('order_not_found', 'There is no order with that id.');

/** The order, or the refusal for an id no order has. */
export async function findOrder(
  deps: OwnerOrderDeps,
  id: string,
): Promise<OrderRecord | OrderActionRefusal> {
  return (await deps.orders.findById(id)) ?? NO_SUCH_ORDER;
}

/** The order, known to exist (read again after a change). */
export async function reread(deps: OwnerOrderDeps, id: string): Promise<OrderRecord> {
  const order = await deps.orders.findById(id);
  if (!order) throw new Error(`Order ${id} vanished`);
  return order;
}

/** The order's state the audit log keeps before and after an action. */
export const auditState = (order: OrderRecord) => ({
  status: order.status,
  amount_refunded: order.amountRefunded,
  partner_order_id: order.partnerOrderId,
  partner_status: order.partnerStatus,
});
