import type { AdminOrderDetail } from '../../shared/api/admin-orders';
import { findFallbackProduct } from '../../shared/products/fallback-products';
import { jobArtwork } from '../artworks/job-artwork';
import { createOwnerActionsRepository } from '../db/owner-actions-repository';
import { adminTimeline } from '../domain/orders/admin-timeline';
import type { OrderActionRefusal } from '../domain/orders/order-action-refusal';
import { shopperTimeline } from '../domain/orders/order-events';
import type { OrderRecord } from '../domain/orders/order-record';
import { fulfilmentStatusOf, mayReprint, paymentStatusOf } from '../domain/orders/order-standing';
import { cancelOffered } from '../domain/orders/order-status';
import { shippingMethodName } from '../domain/shipping/quote-shipping';
import { type LineChoiceDeps, lineVariantChoices } from './line-variant-choices';
import { findOrder, type OwnerOrderDeps } from './owner-order-deps';
import { lineArtworkPath } from './read-line-artwork';
import { hasOwnPrintFile } from './read-line-print-file';

type Deps = OwnerOrderDeps & LineChoiceDeps;

/**
 * The artwork a line was made from: its job's at full size (the owners' own route), or the
 * catalogue sample a fallback prints.
 */
async function artworkOf(deps: Deps, order: OrderRecord, index: number) {
  const line = order.lines[index];
  if (!line) return null;
  if (line.fallback) return findFallbackProduct(line.productId)?.printFileUrl ?? null;
  if (!line.jobId) return null;
  const job = await deps.jobs.findById(line.jobId);
  return job && jobArtwork(job)?.fileKey ? lineArtworkPath(order.id, index) : null;
}

/** One order as the owner's detail screen shows it. */
export async function readAdminOrder(
  deps: Deps,
  id: string,
): Promise<AdminOrderDetail | OrderActionRefusal> {
  const order = await findOrder(deps, id);
  if ('ok' in order) return order;
  const [events, actions, intent, reprints, choices] = await Promise.all([
    deps.orderEvents.listForOrder(order.id),
    createOwnerActionsRepository(deps.db).forTarget({ type: 'order', id: order.id }),
    // The page still shows the order when the processor cannot be asked, without the card.
    deps.cardProcessor.retrieveIntent(order.paymentIntentId).catch((error: unknown) => {
      deps.logger.warn({ err: error, orderId: order.id }, 'payment intent not read');
      return null;
    }),
    deps.orderReprints.listForOrder(order.id),
    lineVariantChoices(deps, order),
  ]);
  const reprintable = mayReprint(order.status, events);
  const lines = await Promise.all(
    order.lines.map(async (line, index) => {
      const artwork = await artworkOf(deps, order, index);
      return {
        title: line.title,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        options: line.options,
        mockup_url: line.imageUrl,
        artwork_url: artwork,
        // What the partner prints: the artwork composed for the product's print area, or the
        // catalogue's sample; where the partner keeps its files itself, the artwork.
        print_file_url: hasOwnPrintFile(deps, line)
          ? `/api/admin/orders/${encodeURIComponent(order.id)}/lines/${index}/print-file`
          : artwork,
        can_reprint: reprintable,
        variant_choices: (choices[index] ?? []).map(({ variantId, label }) => ({
          variant_id: variantId,
          label,
        })),
      };
    }),
  );
  const { address } = order;
  return {
    id: order.id,
    display_id: order.displayId,
    status: order.status,
    fulfilment_status: fulfilmentStatusOf(order.status, events),
    shipping: {
      method: shippingMethodName(order.shippingMethodId),
      price: order.shippingCost,
      shipment: shopperTimeline(events).findLast((step) => step.shipment)?.shipment ?? null,
    },
    email: order.email,
    created_at: order.createdAt.toISOString(),
    lines,
    address: {
      name: `${address.first_name} ${address.last_name}`.trim(),
      lines: [
        address.address1,
        address.address2,
        `${address.city}, ${address.region} ${address.zip}`,
        address.country,
      ].filter((part) => part.trim() !== ''),
      phone: address.phone,
    },
    shipping_address: address,
    subtotal: order.subtotal,
    shipping_cost: order.shippingCost,
    tax_amount: order.taxAmount,
    total_amount: order.totalAmount,
    amount_refunded: order.amountRefunded,
    payment: {
      status: paymentStatusOf(order),
      net: order.totalAmount - order.amountRefunded,
      payment_intent_id: order.paymentIntentId,
      card_brand: intent?.card?.brand ?? null,
      card_last4: intent?.card?.last4 ?? null,
    },
    partner: { order_id: order.partnerOrderId, status: order.partnerStatus },
    can_cancel: cancelOffered(order),
    reprints: reprints.map((reprint) => ({
      line: reprint.line,
      quantity: reprint.quantity,
      reason: reprint.reason,
      status: reprint.status,
      partner_order_id: reprint.partnerOrderId,
      created_at: reprint.createdAt.toISOString(),
    })),
    timeline: adminTimeline(
      events,
      actions.map((action) => ({
        action: action.action,
        actorEmail: action.actor.email,
        after: action.after,
        at: action.at,
      })),
    ),
  };
}
