import type {
  OrderLineView,
  OrderReceipt,
  OrderStatus,
  OrderTimelineEntry,
  OrderView,
} from '../../shared/api/orders';
import type { OrderEventsRepository } from '../db/order-events-repository';
import { shopperTimeline } from '../domain/orders/order-events';
import type { OrderRecord } from '../domain/orders/order-record';
import { sameSecret } from '../text/same-secret';
import { type FulfilmentDeps, refreshFromPartner } from './track-fulfilment';

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

function toView(
  order: OrderRecord,
  status: OrderStatus,
  timeline: OrderTimelineEntry[],
): OrderView {
  const { address } = order;
  return {
    order_id: order.id,
    display_id: order.displayId,
    created_at: order.createdAt.toISOString(),
    status,
    timeline,
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

type ViewOrderDeps = FulfilmentDeps & { orderEvents: OrderEventsRepository };

/** Who may read an order: whoever holds its e-mail link's token, or its signed-in customer. */
export type OrderReader = { token: string } | { customerId: string };

/** The most orders an account page lists. */
export const ACCOUNT_ORDERS_LIMIT = 50;

function mayRead(order: OrderRecord, reader: OrderReader): boolean {
  if ('token' in reader) return sameSecret(reader.token, order.accessToken);
  return order.owner.customerId !== null && order.owner.customerId === reader.customerId;
}

/**
 * The order as it is now: the partner asked (a change it reports is stored once) while the
 * timeline is read; read again when the order moved, so the timeline shows the new step.
 */
async function currentView(deps: ViewOrderDeps, order: OrderRecord): Promise<OrderView> {
  const [status, events] = await Promise.all([
    refreshFromPartner(deps, order),
    deps.orderEvents.listForOrder(order.id),
  ]);
  const timeline = status === order.status ? events : await deps.orderEvents.listForOrder(order.id);
  return toView(order, status, shopperTimeline(timeline));
}

/**
 * One order with the print partner's current status and its timeline, for a reader allowed to
 * see it. An unknown id and a reader who may not see it look the same: undefined.
 */
export async function viewOrder(
  deps: ViewOrderDeps,
  id: string,
  reader: OrderReader,
): Promise<OrderView | undefined> {
  const order = await deps.orders.findById(id);
  if (!order || !mayRead(order, reader)) return undefined;
  return currentView(deps, order);
}

/**
 * A signed-in customer's order history, newest first, each with its status and timeline. The
 * partner is asked about each order; the timelines, read after any step that asking stored,
 * come in one query, not one per order.
 */
export async function listCustomerOrders(
  deps: ViewOrderDeps,
  customerId: string,
): Promise<OrderView[]> {
  const orders = await deps.orders.listByCustomer(customerId, ACCOUNT_ORDERS_LIMIT);
  const statuses = await Promise.all(orders.map((order) => refreshFromPartner(deps, order)));
  const events = await deps.orderEvents.listForOrders(orders.map((order) => order.id));
  return orders.map((order, at) =>
    toView(order, statuses[at] ?? order.status, shopperTimeline(events.get(order.id) ?? [])),
  );
}
