import { shipmentSchema } from '../../shared/api/orders';
import type { OrderEventsRepository } from '../db/order-events-repository';
import type { OrderRefundsRepository } from '../db/order-refunds-repository';
import type { OrderReprintsRepository } from '../db/order-reprints-repository';
import type { OrdersRepository } from '../db/orders-repository';
import { orderConfirmationEmail } from '../domain/orders/confirmation-email';
import {
  orderCancelledEmail,
  orderDeliveredEmail,
  orderShippedEmail,
  replacementEmail,
} from '../domain/orders/fulfilment-emails';
import { emailEventKey } from '../domain/orders/order-events';
import type { OrderRecord, OrderTaskKind } from '../domain/orders/order-record';
import { isWithdrawn } from '../domain/orders/order-status';
import { refundEmail } from '../domain/orders/refund-email';
import { shippingMethodName } from '../domain/shipping/quote-shipping';
import type { Mailer, MailMessage } from '../ports/mailer';
import type { PrintPartner } from '../ports/print-partner';
import { cancelWhatReachedPartner } from './cancel-what-reached-partner';
import { partnerOrderRequest } from './partner-order-request';
import { placeReprints } from './place-reprints';
import { tellOwnersAttention } from './tell-owners';

export interface OrderTaskDeps {
  orders: OrdersRepository;
  events: OrderEventsRepository;
  refunds: OrderRefundsRepository;
  reprints: OrderReprintsRepository;
  printPartner: PrintPartner;
  mailer: Mailer;
  /** Where the e-mail's links point, and where the partner fetches a fallback's artwork. */
  publicBaseUrl: string;
  clock: () => Date;
  /** Every shop owner's address, for the e-mail when an order needs attention. */
  ownerEmails?: () => Promise<string[]>;
}

/** The link in the e-mail: the order's own page, opened by its unguessable token. */
export const orderLink = (order: OrderRecord, publicBaseUrl: string) =>
  `${publicBaseUrl}/orders/${order.id}?token=${order.accessToken}`;

/** Sends a message once (by its id) and puts it on the order's timeline once. */
async function sendOnce(
  deps: OrderTaskDeps,
  order: OrderRecord,
  message: MailMessage & { id: string },
) {
  await deps.mailer.send(message);
  await deps.events.recordOnce(
    {
      orderId: order.id,
      kind: 'email_sent',
      key: emailEventKey(message.id),
      detail: { message_id: message.id, subject: message.subject },
    },
    deps.clock(),
  );
}

const letterTo = (order: OrderRecord, publicBaseUrl: string) => ({
  displayId: order.displayId,
  email: order.email,
  firstName: order.address.first_name,
  orderUrl: orderLink(order, publicBaseUrl),
});

/** The order's parcel, as the shipped step of its timeline keeps it. */
async function shipmentOf(deps: OrderTaskDeps, order: OrderRecord) {
  const events = await deps.events.listForOrder(order.id);
  const shipped = events.find((event) => event.kind === 'shipped');
  const shipment = shipmentSchema.safeParse(shipped?.detail.shipment);
  if (!shipment.success) throw new Error(`Order ${order.id} has no shipment on its timeline`);
  return shipment.data;
}

/** Sends the order's confirmation as the message `messageId` (once), and puts it on its timeline. */
export async function sendConfirmation(
  deps: OrderTaskDeps,
  order: OrderRecord,
  messageId: string,
  standing?: string,
) {
  await sendOnce(deps, order, {
    id: messageId,
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
      shippingMethodName: shippingMethodName(order.shippingMethodId),
      address: order.address,
      orderUrl: orderLink(order, deps.publicBaseUrl),
      ...(standing && { standing }),
    }),
  });
}

/** What each outbox task does for an order; a throw means "try again later". */
export function orderTaskHandlers(
  deps: OrderTaskDeps,
): Record<OrderTaskKind, (order: OrderRecord) => Promise<void>> {
  return {
    async submit_to_partner(order) {
      // Refunded or cancelled before it was sent: the partner must not make it.
      if (isWithdrawn(order.status)) return cancelWhatReachedPartner(deps, order);
      let partnerOrderId = order.partnerOrderId;
      let partnerStatus = order.partnerStatus ?? 'pending';
      if (!partnerOrderId) {
        const placed = await deps.printPartner.submitOrder(
          partnerOrderRequest(order, deps.publicBaseUrl),
        );
        await deps.orders.setPartnerOrder(order.id, placed.id, placed.status, deps.clock());
        partnerOrderId = placed.id;
        partnerStatus = placed.status;
      }
      // Also after a crash between placing and this: the retry finds the partner's id set.
      // A resubmitted order comes from needs_attention.
      if (order.status === 'paid' || order.status === 'needs_attention') {
        const moved = await deps.orders.moveStatus(
          {
            orderId: order.id,
            from: order.status,
            to: 'submitted',
            partnerStatus,
            detail: { partner_order_id: partnerOrderId },
          },
          deps.clock(),
        );
        // A refund or cancel landed while the partner was being asked: it stops what was placed.
        const now = moved ? undefined : await deps.orders.findById(order.id);
        if (now && isWithdrawn(now.status)) await cancelWhatReachedPartner(deps, now);
      }
    },

    async send_confirmation(order) {
      // Two processes may both run this task (one stalled past its lease): one e-mail.
      await sendConfirmation(deps, order, `order-${order.id}-confirmation`);
    },

    async send_shipped(order) {
      const shipment = await shipmentOf(deps, order);
      await sendOnce(deps, order, {
        id: `order-${order.id}-shipped`,
        ...orderShippedEmail(letterTo(order, deps.publicBaseUrl), shipment),
      });
    },

    async send_refunds(order) {
      const taken = (await deps.refunds.listForOrder(order.id)).filter(
        (refund) => refund.status === 'succeeded',
      );
      const cancelled = (await deps.events.listForOrder(order.id)).some(
        (event) => event.kind === 'cancelled',
      );
      let refunded = 0;
      for (const refund of taken) {
        refunded += refund.amount;
        // The owner chose not to tell (a cancel's refund is told with it, or not at all).
        if (!refund.notify) continue;
        const letter = refundEmail({
          ...letterTo(order, deps.publicBaseUrl),
          refundId: refund.id,
          amount: refund.amount,
          totalAmount: order.totalAmount,
          full: refunded >= order.totalAmount,
          cancelled,
        });
        await sendOnce(deps, order, { ...letter, id: `refund-${refund.id}` });
      }
    },

    async send_cancelled(order) {
      await sendOnce(deps, order, {
        id: `order-${order.id}-cancelled`,
        ...orderCancelledEmail(letterTo(order, deps.publicBaseUrl)),
      });
    },

    async submit_reprints(order) {
      for (const { reprint, title } of await placeReprints(deps, order)) {
        await sendOnce(deps, order, {
          id: reprint.id,
          ...replacementEmail(letterTo(order, deps.publicBaseUrl), {
            title,
            quantity: reprint.quantity,
          }),
        });
      }
      // A replacement the partner refused is the owners' to deal with.
      await tellOwnersAttention(deps, order);
    },

    async tell_owners_attention(order) {
      await tellOwnersAttention(deps, order);
    },

    async send_delivered(order) {
      await sendOnce(deps, order, {
        id: `order-${order.id}-delivered`,
        ...orderDeliveredEmail(letterTo(order, deps.publicBaseUrl)),
      });
    },
  };
}
