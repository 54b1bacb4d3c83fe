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
 * What stopped on the order, each with why: the order coming to need attention, and a free
 * replacement the partner refused (the shopper still waits for it).
 */
function stopsOf(events: readonly OrderEvent[]) {
  return events.flatMap((event) => {
    if (event.kind === 'needs_attention') {
      return [{ id: event.id, reason: attentionReason(event), replacement: false }];
    }
    if (event.kind !== 'reprint' || event.detail.status !== 'refused') return [];
    const why = typeof event.detail.why === 'string' ? event.detail.why : 'no reason given';
    const reason = `the print partner refused its free replacement: ${why}`;
    return [{ id: event.id, reason, replacement: true }];
  });
}

/**
 * Tells every owner each time something on the order stopped: one e-mail per stop and owner,
 * its message id naming both, so the task run again (a replay, a second stop, two processes)
 * sends only what was not sent.
 */
export async function tellOwnersAttention(deps: TellOwnersDeps, order: OrderRecord) {
  const owners = (await deps.ownerEmails?.()) ?? [];
  if (owners.length === 0) return;
  for (const stop of stopsOf(await deps.events.listForOrder(order.id))) {
    for (const to of owners) {
      await deps.mailer.send({
        id: `owners-attention-${stop.id}-${ownerKey(to)}`,
        ...attentionEmail({
          to,
          displayId: order.displayId,
          reason: stop.reason,
          replacement: stop.replacement,
          adminOrderUrl: adminOrderUrl(deps.publicBaseUrl, order.id),
        }),
      });
    }
  }
}
