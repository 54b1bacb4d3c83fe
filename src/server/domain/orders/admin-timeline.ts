import type { AdminTimelineEntry } from '../../../shared/api/admin-orders';
import { formatCents } from '../../../shared/money';
import type { OwnerActionName } from '../owners/owner-action';
import type { OrderEvent } from './order-events';

/** An owner's action on the order, as the audit log keeps it. */
export interface OrderOwnerAction {
  action: OwnerActionName;
  actorEmail: string;
  after: string | null;
  at: Date;
}

const STATUS_WORDS: Record<string, string> = {
  paid: 'Paid',
  submitted: 'Sent to the print partner',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  needs_attention: 'Needs attention',
  cancelled: 'Cancelled',
  refunded: 'Refunded in full',
};

const ACTION_WORDS: Record<OwnerActionName, string> = {
  'owner.grant': 'Made a shop owner',
  'owner.revoke': 'No longer a shop owner',
  'style.disable': 'Switched a style off',
  'style.enable': 'Switched a style on',
  'order.refund': 'Refund asked',
  'order.resubmit': 'Sent to the print partner again',
  'order.cancel': 'Cancelled',
  'order.resend_confirmation': 'Confirmation e-mail sent again',
  'order.note': 'Note',
  'order.reprint': 'Replacement asked',
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const cents = (value: unknown) => (typeof value === 'number' ? formatCents(value) : undefined);

function eventSummary(event: OrderEvent): string {
  const { detail } = event;
  if (event.kind === 'email_sent')
    return `E-mail sent: ${text(detail.subject) ?? 'to the shopper'}`;
  if (event.kind === 'refund') {
    const amount = cents(detail.amount) ?? 'an amount';
    return detail.processorRefundId
      ? `Refund of ${amount} taken by the card processor`
      : `Refund of ${amount} reserved`;
  }
  if (event.kind === 'reprint') {
    return detail.status === 'submitted'
      ? `Replacement placed with the print partner (its order ${text(detail.partner_order_id) ?? 'unknown'})`
      : `Replacement refused by the print partner: ${text(detail.why) ?? 'no reason given'}`;
  }
  if (event.kind === 'owner_action') return 'Owner action';
  const reason = text(detail.reason);
  return reason
    ? `${STATUS_WORDS[event.kind]}: ${reason}`
    : (STATUS_WORDS[event.kind] ?? event.kind);
}

/** The audit log's record after the action, as an object (empty when it kept none). */
function afterOf(action: OrderOwnerAction): Record<string, unknown> {
  const after: unknown = action.after ? JSON.parse(action.after) : {};
  return after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
}

function actionSummary(action: OrderOwnerAction): string {
  const words = ACTION_WORDS[action.action];
  const after = afterOf(action);
  if (action.action === 'order.note') {
    const note = text(after.note);
    return note ? `Note: ${note}` : words;
  }
  if (action.action === 'order.cancel' && after.status === 'refunded') {
    return withReason('Cancelled at the print partner after the refund', after);
  }
  if (action.action === 'order.cancel') {
    return withReason(after.refund === false ? 'Cancelled, no refund' : 'Cancelled', after);
  }
  if (action.action === 'order.reprint') {
    const count = typeof after.quantity === 'number' ? `${after.quantity} × ` : '';
    return withReason(`Replacement of ${count}${text(after.title) ?? 'a line'} asked`, after);
  }
  if (action.action === 'order.resubmit') return resubmitSummary(after);
  if (action.action !== 'order.refund') return words;
  const amount = cents(after.amount);
  const started = text(after.partner_had_started);
  const line = typeof after.line === 'number' ? ` for line ${after.line + 1}` : '';
  const full = after.status === 'refunded' ? '; the order is now refunded in full' : '';
  const refunded = amount ? `Refunded ${amount}${line}${full}` : words;
  // The money is back but the goods are not stopped: the owner may want them back.
  return withReason(
    started
      ? `${refunded}; the print partner had already started it (${started}), so it will still be made and sent`
      : refunded,
    after,
  );
}

/** A resubmit, with what the owner changed first: the address, lines' options. */
function resubmitSummary(after: Record<string, unknown>): string {
  const changes = [
    ...(after.address ? ['the address fixed'] : []),
    ...(Array.isArray(after.lines) ? after.lines : []).flatMap((line: Record<string, unknown>) =>
      typeof line.line === 'number'
        ? [`${text(line.title) ?? `line ${line.line + 1}`} changed to ${text(line.options)}`]
        : [],
    ),
  ];
  const words = ACTION_WORDS['order.resubmit'];
  return changes.length > 0 ? `${words}, with ${changes.join(' and ')}` : words;
}

/** The owner's reason, and that the shopper was not told when they chose so. */
function withReason(said: string, after: Record<string, unknown>): string {
  const reason = text(after.reason);
  const silent = after.notified === false ? ' (the shopper was not e-mailed)' : '';
  return `${said}${reason ? `: ${reason}` : ''}${silent}`;
}

/**
 * Steps an owner action already says, left out so each thing that happened is one line: a
 * refund's bookkeeping and the order turning refunded (the refund says both), and the cancelled
 * step of a cancel the owner asked for (its step is marked `by_owner`).
 */
function toldByActions(actions: readonly OrderOwnerAction[]) {
  const refunds = new Set<string>();
  let refundedInFull = false;
  for (const action of actions) {
    const after = afterOf(action);
    if (action.action === 'order.refund') {
      const id = text(after.refund_id);
      if (id) refunds.add(id);
      if (after.status === 'refunded') refundedInFull = true;
    }
  }
  return (event: OrderEvent) =>
    (event.kind === 'refund' && refunds.has(text(event.detail.refund_id) ?? '')) ||
    (event.kind === 'refunded' && refundedInFull) ||
    (event.kind === 'cancelled' && event.detail.by_owner === true);
}

/**
 * The back office's timeline of one order: each stored step (statuses, e-mails, refunds) and
 * each owner action, oldest first, in words an owner reads.
 */
export function adminTimeline(
  events: readonly OrderEvent[],
  actions: readonly OrderOwnerAction[],
): AdminTimelineEntry[] {
  const told = toldByActions(actions);
  const entries = [
    ...events
      .filter((event) => !told(event))
      .map((event) => ({
        at: event.createdAt,
        entry: { kind: event.kind, summary: eventSummary(event), actor: null },
      })),
    ...actions.map((action) => ({
      at: action.at,
      entry: { kind: action.action, summary: actionSummary(action), actor: action.actorEmail },
    })),
  ];
  return entries
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index)
    .map(({ at, entry }) => ({ at: at.toISOString(), ...entry }));
}
