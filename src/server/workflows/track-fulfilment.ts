import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Shipment } from '../../shared/api/orders';
import type { OrdersRepository } from '../db/orders-repository';
import type { OrderRecord, OrderTaskKind } from '../domain/orders/order-record';
import {
  followsPartner,
  fulfilmentSteps,
  type OrderStatus,
  partnerTarget,
} from '../domain/orders/order-status';
import type { PartnerEvent, PartnerShipment, PrintPartner } from '../ports/print-partner';

export interface FulfilmentDeps {
  orders: OrdersRepository;
  printPartner: PrintPartner;
  logger: FastifyBaseLogger;
  clock: () => Date;
}

/** What the partner says about an order: its word, and the parcel once there is one. */
export interface PartnerUpdate {
  partnerStatus: string;
  shipment?: PartnerShipment;
}

/** The e-mail each step owes the shopper. */
const FOLLOW_UP: Partial<Record<OrderStatus, OrderTaskKind>> = {
  shipped: 'send_shipped',
  delivered: 'send_delivered',
  needs_attention: 'tell_owners_attention',
};

const shipmentDetail = (shipment: PartnerShipment): Shipment => ({
  carrier: shipment.carrier,
  tracking_number: shipment.trackingNumber,
  tracking_url: shipment.trackingUrl,
});

/**
 * Moves the order as far as the partner's update takes it, each step once: the step, its
 * timeline entry and its e-mail task are stored together, and only by the caller that found
 * the order still at the step before (a poll, a page view and a webhook may all see the same
 * change). Answers the status the order is at afterwards.
 */
export async function applyPartnerUpdate(
  deps: FulfilmentDeps,
  order: OrderRecord,
  update: PartnerUpdate,
): Promise<OrderStatus> {
  const target = partnerTarget(update.partnerStatus, update.shipment);
  const steps = target ? fulfilmentSteps(order.status, target) : [];
  if (steps.length === 0) {
    // Refunded or waiting on a person, the order no longer follows the partner; its word is
    // still kept, for the owner to see and for the poll to know when the partner is done.
    if (!followsPartner(order.status) && update.partnerStatus !== order.partnerStatus) {
      await deps.orders.recordPartnerWord(order.id, update.partnerStatus, deps.clock());
    }
    return order.status;
  }
  let current = order.status;
  for (const step of steps) {
    const moved = await deps.orders.moveStatus(
      {
        orderId: order.id,
        from: current,
        to: step,
        partnerStatus: update.partnerStatus,
        detail: {
          partner_status: update.partnerStatus,
          ...(step === 'shipped' && update.shipment
            ? { shipment: shipmentDetail(update.shipment) }
            : {}),
        },
        followUp: FOLLOW_UP[step],
        // Each time it stops is its own step (the owners are told of each); the move from the
        // step before is what happens once.
        ...(step === 'needs_attention' && { key: `${order.id}:attention:${randomUUID()}` }),
      },
      deps.clock(),
    );
    if (!moved) {
      // Someone else moved it first; what they stored stands.
      return (await deps.orders.findById(order.id))?.status ?? current;
    }
    current = step;
  }
  return current;
}

/** Asks the partner where the order is and applies it; the stored status when it cannot say. */
export async function refreshFromPartner(
  deps: FulfilmentDeps,
  order: OrderRecord,
): Promise<OrderStatus> {
  if (!order.partnerOrderId) return order.status;
  try {
    const placed = await deps.printPartner.getOrder(order.partnerOrderId);
    if (!placed) return order.status;
    return await applyPartnerUpdate(deps, order, {
      partnerStatus: placed.status,
      ...(placed.shipment ? { shipment: placed.shipment } : {}),
    });
  } catch (error) {
    deps.logger.warn({ err: error, orderId: order.id }, 'print partner status unavailable');
    return order.status;
  }
}

/**
 * A change the partner pushed (a webhook): applied to the order it names. Answers false for an
 * order this store does not have (placed in the partner's dashboard, say).
 */
export async function receivePartnerEvent(
  deps: FulfilmentDeps,
  event: PartnerEvent,
): Promise<boolean> {
  const order = await deps.orders.findByPartnerOrder(event.partnerOrderId);
  if (!order) return false;
  await applyPartnerUpdate(deps, order, {
    partnerStatus: event.partnerStatus,
    ...(event.shipment ? { shipment: event.shipment } : {}),
  });
  return true;
}
