import { findFallbackProduct } from '../../shared/products/fallback-products';
import type { OrdersRepository } from '../db/orders-repository';
import { orderConfirmationEmail } from '../domain/orders/confirmation-email';
import type { OrderRecord, OrderTaskKind } from '../domain/orders/order-record';
import { SHIPPING_METHOD_IDS, SHIPPING_METHOD_LABELS } from '../domain/shipping/quote-shipping';
import type { Mailer } from '../ports/mailer';
import type { PartnerOrderRequest, PrintPartner } from '../ports/print-partner';

export interface OrderTaskDeps {
  orders: OrdersRepository;
  printPartner: PrintPartner;
  mailer: Mailer;
  /** Where the e-mail's links point, and where the partner fetches a fallback's artwork. */
  publicBaseUrl: string;
  clock: () => Date;
}

function methodName(id: number): string {
  const entry = Object.entries(SHIPPING_METHOD_IDS).find(([, methodId]) => methodId === id);
  return entry
    ? SHIPPING_METHOD_LABELS[entry[0] as keyof typeof SHIPPING_METHOD_IDS].name
    : 'Standard';
}

/** The sample artwork a fallback line is printed with, not the picture the shop shows of it. */
const fallbackPrintFile = (line: OrderRecord['lines'][number]) =>
  findFallbackProduct(line.productId)?.printFileUrl ?? line.imageUrl;

export function partnerOrderRequest(
  order: OrderRecord,
  publicBaseUrl: string,
): PartnerOrderRequest {
  return {
    externalId: order.id,
    label: order.displayId,
    shippingMethodId: order.shippingMethodId,
    address: order.address,
    lines: order.lines.map((line) => ({
      variantId: line.variantId,
      quantity: line.quantity,
      blueprintId: line.blueprintId,
      printProviderId: line.printProviderId,
      ...(line.fallback
        ? { artworkUrl: new URL(fallbackPrintFile(line), publicBaseUrl).toString() }
        : { productId: line.productId }),
    })),
  };
}

/** The link in the e-mail: the order's own page, opened by its unguessable token. */
export const orderLink = (order: OrderRecord, publicBaseUrl: string) =>
  `${publicBaseUrl}/orders/${order.id}?token=${order.accessToken}`;

/** What each outbox task does for an order; a throw means "try again later". */
export function orderTaskHandlers(
  deps: OrderTaskDeps,
): Record<OrderTaskKind, (order: OrderRecord) => Promise<void>> {
  return {
    async submit_to_partner(order) {
      if (order.partnerOrderId) return;
      const placed = await deps.printPartner.submitOrder(
        partnerOrderRequest(order, deps.publicBaseUrl),
      );
      await deps.orders.setPartnerOrder(order.id, placed.id, placed.status, deps.clock());
    },

    async send_confirmation(order) {
      await deps.mailer.send({
        // Two processes may both run this task (one stalled past its lease): one e-mail.
        id: `order-${order.id}-confirmation`,
        ...orderConfirmationEmail({
          displayId: order.displayId,
          email: order.email,
          firstName: order.address.first_name,
          lines: order.lines.map((line) => ({
            title: line.title,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            options: line.options,
          })),
          subtotal: order.subtotal,
          shippingCost: order.shippingCost,
          taxAmount: order.taxAmount,
          totalAmount: order.totalAmount,
          shippingMethodName: methodName(order.shippingMethodId),
          address: order.address,
          orderUrl: orderLink(order, deps.publicBaseUrl),
        }),
      });
    },
  };
}
