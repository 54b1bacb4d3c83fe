import type { OrderEventsRepository } from '../db/order-events-repository';
import type { OrderEvent } from '../domain/orders/order-events';
import type { OrderRecord } from '../domain/orders/order-record';
import { attentionEmail } from '../domain/owners/attention-email';
import type { Mailer } from '../ports/mailer';
import { ownerKey } from './shop-owner-emails';

export interface TellOwnersDeps {
  events: OrderEventsRepository;
  mailer: Mailer;
  publicBaseUrl: string;
  /** Every owner's address; absent, nobody is told (outbox tests about other work). */
  ownerEmails?: () => Promise<string[]>;
}

/** The order's page in the back office. */
export const adminOrderUrl = (publicBaseUrl: string, orderId: string) =>
  `${publicBaseUrl}/admin/orders/${encodeURIComponent(orderId)}`;

/** Why the order stopped, as its step on the timeline keeps it. */
export function attentionReason(stop: OrderEvent): string | null {
  const { reason, partner_status: word } = stop.detail;
  if (typeof reason === 'string' && reason.trim()) return reason;
  return typeof word === 'string' ? `the print partner marked it “${word}”.` : null;
}

/**
 * Tells every owner each time the order came to need attention: one e-mail per stop and owner,
 * its message id naming both, so the task run again (a replay, a second stop, two processes)
 * sends only what was not sent.
 */
export async function tellOwnersAttention(deps: TellOwnersDeps, order: OrderRecord) {
  const owners = (await deps.ownerEmails?.()) ?? [];
  if (owners.length === 0) return;
  const stops = (await deps.events.listForOrder(order.id)).filter(
    (event) => event.kind === 'needs_attention',
  );
  for (const stop of stops) {
    for (const to of owners) {
      await deps.mailer.send({
        id: `owners-attention-${stop.id}-${ownerKey(to)}`,
        ...attentionEmail({
          to,
          displayId: order.displayId,
          reason: attentionReason(stop),
          adminOrderUrl: adminOrderUrl(deps.publicBaseUrl, order.id),
        }),
      });
    }
  }
}
