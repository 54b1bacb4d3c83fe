import type {
  OrderLineView,
  OrderReceipt,
  OrderTimelineEntry,
  OrderView,
} from '../../shared/api/orders';
import type { OrderEventsRepository } from '../db/order-events-repository';
import type { OrdersRepository } from '../db/orders-repository';
import { shopperTimeline } from '../domain/orders/order-events';
import type { OrderRecord } from '../domain/orders/order-record';
import { mayRead, type OrderReader } from './order-reader';
import { boughtArtworkPath } from './read-bought-artwork';

/** The lines; with a reader, each made line's artwork download while the order stands paid. */
function lineViews(order: OrderRecord, reader?: OrderReader): OrderLineView[] {
  const paid = order.amountRefunded < order.totalAmount;
  return order.lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    line_total: line.unitPrice * line.quantity,
    options: line.options,
    image_url: line.imageUrl,
    ...(reader && paid && line.jobId && !line.fallback
      ? { artwork_download_url: boughtArtworkPath(order, line, reader) }
      : {}),
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
  timeline: OrderTimelineEntry[],
  reader: OrderReader,
): OrderView {
  const { address } = order;
  return {
    order_id: order.id,
    display_id: order.displayId,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    timeline,
    items: lineViews(order, reader),
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

/**
 * What reading an order needs: the stored order and its timeline, never the print partner.
 * The partner poll (track-fulfilment.ts) and its webhooks store each change once; a read that
 * asked the partner too would ask once per page view, and 200 shoppers polling their order
 * pages would spend Printify's rate limit for the whole shop.
 */
type ViewOrderDeps = { orders: OrdersRepository; orderEvents: OrderEventsRepository };

/** The most orders an account page lists. */
export const ACCOUNT_ORDERS_LIMIT = 50;

async function currentView(
  deps: ViewOrderDeps,
  order: OrderRecord,
  reader: OrderReader,
): Promise<OrderView> {
  const events = await deps.orderEvents.listForOrder(order.id);
  return toView(order, shopperTimeline(events), reader);
}

/**
 * One order with its status and timeline as last stored, for a reader allowed to see it. An
 * unknown id and a reader who may not see it look the same: undefined.
 */
export async function viewOrder(
  deps: ViewOrderDeps,
  id: string,
  reader: OrderReader,
): Promise<OrderView | undefined> {
  const order = await deps.orders.findById(id);
  if (!order || !mayRead(order, reader)) return undefined;
  return currentView(deps, order, reader);
}

/**
 * A signed-in customer's order history, newest first, each with its status and timeline; the
 * timelines come in one query, not one per order.
 */
export async function listCustomerOrders(
  deps: ViewOrderDeps,
  customerId: string,
): Promise<OrderView[]> {
  const orders = await deps.orders.listByCustomer(customerId, ACCOUNT_ORDERS_LIMIT);
  const events = await deps.orderEvents.listForOrders(orders.map((order) => order.id));
  return orders.map((order) =>
    toView(order, shopperTimeline(events.get(order.id) ?? []), { customerId }),
  );
}
