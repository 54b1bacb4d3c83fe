import { ORDER_STATUSES, type OrderStatus } from '../../../shared/api/orders';

export { ORDER_STATUSES, type OrderStatus };

/**
 * Where an order may go from each status. Fulfilment only moves forward (a late or replayed
 * partner word never moves an order back); `needs_attention` is left by a resubmission, a
 * cancellation or a refund; `cancelled` and `refunded` are final.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  paid: ['submitted', 'in_production', 'shipped', 'needs_attention', 'cancelled', 'refunded'],
  submitted: ['in_production', 'shipped', 'delivered', 'needs_attention', 'cancelled', 'refunded'],
  in_production: ['shipped', 'delivered', 'needs_attention', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  needs_attention: ['submitted', 'cancelled', 'refunded'],
  cancelled: ['refunded'],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * Where the partner's progress can still move an order. A paid order is not at the partner yet,
 * one that needs attention waits for a person, and delivered, cancelled and refunded are the end
 * of the store's part: the partner's word alone is kept for them (see LIVE_PARTNER_WORDS).
 */
export const AT_PARTNER_STATUSES = [
  'submitted',
  'in_production',
  'shipped',
] as const satisfies readonly OrderStatus[];

/** True while the partner's progress moves the order's own status. */
export const followsPartner = (status: OrderStatus): boolean =>
  status === 'paid' || (AT_PARTNER_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * An order the store no longer wants made: cancelled, or refunded in full. Its submission to
 * the partner is skipped, and an order the partner took meanwhile is cancelled there.
 */
export const isWithdrawn = (status: OrderStatus): boolean =>
  status === 'cancelled' || status === 'refunded';

/**
 * Printify's order statuses as ours. Words it uses before printing starts (checks, holds) mean
 * the partner has the order; `has-issues` and a declined quality check need a person.
 */
const PARTNER_WORDS: Record<string, OrderStatus> = {
  pending: 'submitted',
  'on-hold': 'submitted',
  'checking-quality': 'submitted',
  'quality-approved': 'submitted',
  'ready-for-production': 'submitted',
  'sending-to-production': 'submitted',
  'callback-received': 'submitted',
  'in-production': 'in_production',
  'partially-fulfilled': 'shipped',
  fulfilled: 'shipped',
  shipped: 'shipped',
  'on-the-way': 'shipped',
  delivered: 'delivered',
  'available-for-pickup': 'delivered',
  'quality-declined': 'needs_attention',
  'has-issues': 'needs_attention',
  'payment-not-received': 'needs_attention',
  canceled: 'cancelled',
  cancelled: 'cancelled',
};

/** Our status for a partner's word; undefined for a word we do not know (left as it was). */
export function statusFromPartner(word: string): OrderStatus | undefined {
  return PARTNER_WORDS[word];
}

/**
 * The partner's words for an order it holds and has neither shipped nor cancelled. An order at
 * the partner with one of these is asked about whatever the store's status (a refunded order
 * the provider is still making, one waiting on the partner's issue), and may still be cancelled.
 */
export const LIVE_PARTNER_WORDS = Object.keys(PARTNER_WORDS).filter((word) =>
  ['submitted', 'in_production', 'needs_attention'].includes(PARTNER_WORDS[word] ?? ''),
);

/**
 * Whether the owner may ask for the order to be cancelled: while its status allows it, and
 * after a refund while the partner still holds it (the partner then says whether it is too
 * late). A refund never closes the way to stopping the goods.
 */
export function canCancel(order: {
  status: OrderStatus;
  partnerOrderId: string | null;
  partnerStatus: string | null;
}): boolean {
  if (canMove(order.status, 'cancelled')) return true;
  return (
    order.status === 'refunded' &&
    order.partnerOrderId !== null &&
    LIVE_PARTNER_WORDS.includes(order.partnerStatus ?? '')
  );
}

/**
 * Whether the owner is offered "Cancel": only while the print partner can still cancel, i.e.
 * it has not started making the order. An order in production can only be refunded; asking
 * the partner would fail in its words.
 */
export function cancelOffered(order: {
  status: OrderStatus;
  partnerOrderId: string | null;
  partnerStatus: string | null;
}): boolean {
  if (!canCancel(order)) return false;
  const said = order.partnerStatus ? statusFromPartner(order.partnerStatus) : undefined;
  return order.status !== 'in_production' && said !== 'in_production';
}

/**
 * A status as stored, read as ours. Before migration 0015 an order held `received`,
 * `needs-attention` or the partner's word; the migration rewrites them with this, and a word
 * it cannot place is read as `submitted` (the partner had it, and said something new).
 */
export function readStoredStatus(stored: string): OrderStatus {
  if ((ORDER_STATUSES as readonly string[]).includes(stored)) return stored as OrderStatus;
  if (stored === 'received') return 'paid';
  if (stored === 'needs-attention') return 'needs_attention';
  return statusFromPartner(stored) ?? 'submitted';
}

/**
 * The status a partner's word moves the order to, or undefined when it should stay: an unknown
 * word, the same status, or a move the order cannot make (backwards, or out of a final state).
 */
export function moveForPartnerWord(current: OrderStatus, word: string): OrderStatus | undefined {
  const next = statusFromPartner(word);
  if (!next || next === current || !canMove(current, next)) return undefined;
  return next;
}

/** Where a partner's word and parcel put the order: a delivered parcel outranks any word. */
export function partnerTarget(
  word: string,
  shipment?: { deliveredAt?: Date | undefined },
): OrderStatus | undefined {
  if (shipment?.deliveredAt) return 'delivered';
  if (shipment) return 'shipped';
  const said = statusFromPartner(word);
  // A word alone that says shipped or delivered, with no parcel to show, cannot tell the
  // shopper where to follow it: the order waits for the shipment.
  return said === 'shipped' || said === 'delivered' ? undefined : said;
}

/**
 * The moves from `current` to `target`, in order: an order the partner reports delivered before
 * we saw it ship passes through shipped, so the shopper still gets the tracking. Empty when the
 * order cannot go there (backwards, final) or is there already.
 */
export function fulfilmentSteps(current: OrderStatus, target: OrderStatus): OrderStatus[] {
  const path: OrderStatus[] =
    target === 'delivered' && canMove(current, 'shipped') ? ['shipped', 'delivered'] : [target];
  const steps: OrderStatus[] = [];
  let at = current;
  for (const step of path) {
    if (!canMove(at, step)) break;
    steps.push(step);
    at = step;
  }
  return steps;
}

/**
 * Whether the owner may change an order's address or a line's option before sending it to the
 * partner again: it needs attention and the partner holds no order of it (one it holds is
 * changed in the partner's dashboard).
 */
export const fixOffered = (order: { status: OrderStatus; partnerOrderId: string | null }) =>
  order.status === 'needs_attention' && order.partnerOrderId === null;
