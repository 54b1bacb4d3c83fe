import { findFallbackProduct } from '../../shared/products/fallback-products';
import type { OrderRecord } from '../domain/orders/order-record';
import type { PartnerOrderRequest } from '../ports/print-partner';

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
    lines: order.lines.map((line) => partnerOrderLine(line, publicBaseUrl)),
  };
}

/** One line as the partner is asked to print it: its own product, or the sample's file. */
export function partnerOrderLine(
  line: OrderRecord['lines'][number],
  publicBaseUrl: string,
): PartnerOrderRequest['lines'][number] {
  return {
    variantId: line.variantId,
    quantity: line.quantity,
    blueprintId: line.blueprintId,
    printProviderId: line.printProviderId,
    ...(line.fallback
      ? { artworkUrl: new URL(fallbackPrintFile(line), publicBaseUrl).toString() }
      : { productId: line.productId }),
  };
}
