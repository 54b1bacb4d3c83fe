import type { FastifyBaseLogger } from 'fastify';
import type { OrderView } from '../../shared/api/orders';
import type { OrdersRepository } from '../db/orders-repository';
import type { OrderRecord } from '../domain/orders/order-record';
import type { PrintPartner } from '../ports/print-partner';
import { sameSecret } from '../text/same-secret';

function toView(order: OrderRecord, status: string): OrderView {
  const { address } = order;
  return {
    order_id: order.id,
    display_id: order.displayId,
    created_at: order.createdAt.toISOString(),
    status,
    items: order.lines.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      line_total: line.unitPrice * line.quantity,
      options: line.options,
      image_url: line.imageUrl,
    })),
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
 * One order for whoever holds its token (the link in the confirmation e-mail), with the print
 * partner's current status. An unknown id and a wrong token look the same: undefined.
 */
export async function viewOrder(
  deps: {
    orders: OrdersRepository;
    printPartner: PrintPartner;
    logger: FastifyBaseLogger;
    clock: () => Date;
  },
  id: string,
  token: string,
): Promise<OrderView | undefined> {
  const order = await deps.orders.findById(id);
  if (!order || !sameSecret(token, order.accessToken)) return undefined;
  let status = order.status;
  if (order.partnerOrderId) {
    try {
      const placed = await deps.printPartner.getOrder(order.partnerOrderId);
      if (placed && placed.status !== status) {
        status = placed.status;
        await deps.orders.setStatus(order.id, status, deps.clock());
      }
    } catch (error) {
      deps.logger.warn({ err: error, orderId: id }, 'print partner status unavailable');
    }
  }
  return toView(order, status);
}
