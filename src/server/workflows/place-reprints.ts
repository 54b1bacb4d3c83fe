import type { OrderReprint, OrderReprintsRepository } from '../db/order-reprints-repository';
import type { OrderRecord } from '../domain/orders/order-record';
import { PartnerOrderRejectedError, type PrintPartner } from '../ports/print-partner';
import { partnerOrderLine } from './partner-order-request';

export interface ReprintDeps {
  reprints: OrderReprintsRepository;
  printPartner: PrintPartner;
  publicBaseUrl: string;
  clock: () => Date;
}

/**
 * Places each pending reprint of the order with the partner as an order of its own, under the
 * reprint's id (a retry after a lost answer finds the first), to the order's address, by its
 * shipping method, at no charge to the shopper. A refusal is recorded and not retried: the owner
 * sees it on the order. Answers the reprints the partner now has, to tell the shopper of.
 */
export async function placeReprints(
  deps: ReprintDeps,
  order: OrderRecord,
): Promise<{ reprint: OrderReprint; title: string }[]> {
  const all = await deps.reprints.listForOrder(order.id);
  for (const [index, reprint] of all.entries()) {
    if (reprint.status !== 'pending') continue;
    const line = order.lines[reprint.line];
    if (!line) {
      await deps.reprints.settle(reprint, { status: 'refused', why: 'no such line' }, deps.clock());
      continue;
    }
    try {
      const placed = await deps.printPartner.submitOrder({
        externalId: reprint.id,
        label: `${order.displayId}-R${index + 1}`,
        shippingMethodId: order.shippingMethodId,
        address: order.address,
        lines: [{ ...partnerOrderLine(line, deps.publicBaseUrl), quantity: reprint.quantity }],
      });
      await deps.reprints.settle(
        reprint,
        { status: 'submitted', partnerOrderId: placed.id },
        deps.clock(),
      );
    } catch (error) {
      if (!(error instanceof PartnerOrderRejectedError)) throw error;
      await deps.reprints.settle(reprint, { status: 'refused', why: error.message }, deps.clock());
    }
  }
  const now = await deps.reprints.listForOrder(order.id);
  return now
    .filter((reprint) => reprint.status === 'submitted' && reprint.notify)
    .map((reprint) => ({ reprint, title: order.lines[reprint.line]?.title ?? 'item' }));
}
