import type { FastifyBaseLogger } from 'fastify';
import type { OrderLineView, OrderReceipt, OrderView } from '../../shared/api/orders';
import type { OrdersRepository } from '../db/orders-repository';
import type { OrderRecord } from '../domain/orders/order-record';
import type { PrintPartner } from '../ports/print-partner';
import { sameSecret } from '../text/same-secret';

function lineViews(order: OrderRecord): OrderLineView[] {
  return order.lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    line_total: line.unitPrice * line.quantity,
    options: line.options,
    image_url: line.imageUrl,
  }));
}

/** What the order holds and costs, and where its confirmation goes: for the confirmation step. */
export function orderReceipt(order: OrderRecord): OrderReceipt {
  return {
    email: order.email,
    items: lineViews(order),
    subtotal: order.subtotal,
    shipping_cost: order.shippingCost,
    tax_amount: order.taxAmount,
    total_amount: order.totalAmount,
  };
}

function toView(order: OrderRecord, status: string): OrderView {
  const { address } = order;
  return {
    order_id: order.id,
    display_id: order.displayId,
    created_at: order.createdAt.toISOString(),
    status,
    items: lineViews(order),
    subtotal: order.subtotal,
    shipping_cost: order.shippingCost,
    tax_amount: order.taxAmount,
    total_amount: order.totalAmount,
    shipping_address: {
      first_name: address.first_name,
      last_name: address.last_name,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      region: address.region,
      zip: address.zip,
      country: address.country,
    },
  };
}

type ViewOrderDeps = {
  orders: OrdersRepository;
  printPartner: PrintPartner;
  logger: FastifyBaseLogger;
  clock: () => Date;
};

/** Who may read an order: whoever holds its e-mail link's token, or its signed-in customer. */
export type OrderReader = { token: string } | { customerId: string };

/** The most orders an account page lists. */
export const ACCOUNT_ORDERS_LIMIT = 50;

function mayRead(order: OrderRecord, reader: OrderReader): boolean {
  if ('token' in reader) return sameSecret(reader.token, order.accessToken);
  return order.owner.customerId !== null && order.owner.customerId === reader.customerId;
}

/** The print partner's current word on the order, kept; the stored status when it cannot say. */
async function currentStatus(deps: ViewOrderDeps, order: OrderRecord): Promise<string> {
  if (!order.partnerOrderId) return order.status;
  try {
    const placed = await deps.printPartner.getOrder(order.partnerOrderId);
    if (placed && placed.status !== order.status) {
      await deps.orders.setStatus(order.id, placed.status, deps.clock());
      return placed.status;
    }
  } catch (error) {
    deps.logger.warn({ err: error, orderId: order.id }, 'print partner status unavailable');
  }
  return order.status;
}

/**
 * One order with the print partner's current status, for a reader allowed to see it. An unknown
 * id and a reader who may not see it look the same: undefined.
 */
export async function viewOrder(
  deps: ViewOrderDeps,
  id: string,
  reader: OrderReader,
): Promise<OrderView | undefined> {
  const order = await deps.orders.findById(id);
  if (!order || !mayRead(order, reader)) return undefined;
  return toView(order, await currentStatus(deps, order));
}

/** A signed-in customer's order history, newest first, each with its current status. */
export async function listCustomerOrders(
  deps: ViewOrderDeps,
  customerId: string,
): Promise<OrderView[]> {
  const orders = await deps.orders.listByCustomer(customerId, ACCOUNT_ORDERS_LIMIT);
  return Promise.all(orders.map(async (order) => toView(order, await currentStatus(deps, order))));
}
