import {
  ORDER_STATUSES,
  type OrderStatus,
  type OrderTimelineEntry,
  shipmentSchema,
} from '../../../shared/api/orders';

/**
 * What an order's timeline records: each status it reached (the kind is the status), an e-mail
 * sent to the shopper, a refund asked of the card processor, a replacement placed with the
 * partner, and an owner's action.
 */
export type OrderEventKind = OrderStatus | 'email_sent' | 'refund' | 'reprint' | 'owner_action';

export interface OrderEvent {
  id: string;
  orderId: string;
  kind: OrderEventKind;
  /** The idempotency key it was stored under: one event per key, ever. */
  key: string;
  detail: Record<string, unknown>;
  createdAt: Date;
}

/** The key of the event for an order reaching a status: each status is reached once. */
export const statusEventKey = (orderId: string, status: OrderStatus) =>
  `${orderId}:status:${status}`;

/** The key of the event for an e-mail: the mailer's message id is already once per e-mail. */
export const emailEventKey = (messageId: string) => `email:${messageId}`;

const isStatus = (kind: OrderEventKind): kind is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(kind);

const rank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);

/**
 * The steps a shopper sees on their order: the statuses it reached, oldest first, the shipped
 * step with its parcel's tracking. E-mails, refunds' bookkeeping and owner actions are the
 * back office's.
 */
export function shopperTimeline(events: readonly OrderEvent[]): OrderTimelineEntry[] {
  return events
    .filter((event): event is OrderEvent & { kind: OrderStatus } => isStatus(event.kind))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.kind) - rank(b.kind))
    .map((event) => {
      const shipment = shipmentSchema.safeParse(event.detail.shipment);
      return {
        status: event.kind,
        at: event.createdAt.toISOString(),
        ...(shipment.success ? { shipment: shipment.data } : {}),
      };
    });
}
