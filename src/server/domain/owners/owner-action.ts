/**
 * What owners do, as the audit log names it. Each new owner action adds its name here, so the
 * log's readers can rely on the list.
 */
export const OWNER_ACTIONS = [
  'owner.grant',
  'owner.revoke',
  'style.disable',
  'style.enable',
  'order.refund',
  'order.resubmit',
  'order.cancel',
  'order.resend_confirmation',
  'order.note',
  'order.reprint',
] as const;
export type OwnerActionName = (typeof OWNER_ACTIONS)[number];

/** Who acted: a signed-in owner, or the operator at the command line (no account). */
export interface OwnerActor {
  accountId: string | null;
  email: string;
}

/** The actor of `npm run shop-owner`. */
export const COMMAND_LINE_ACTOR: OwnerActor = { accountId: null, email: 'command line' };

/** What an action was done to: an order, a style, an owner's e-mail. */
export interface OwnerActionTarget {
  type: 'order' | 'style' | 'owner';
  id: string;
}

/** One audit entry, as stored: `before` and `after` are the changed record as JSON, or null. */
export interface OwnerActionEntry {
  actor: OwnerActor;
  action: OwnerActionName;
  target: OwnerActionTarget;
  before: string | null;
  after: string | null;
  at: Date;
}

/**
 * The audit entry for an action: the record before and after, each kept as JSON so the log
 * still reads the same after the record's own table changes shape. `undefined` (nothing there
 * before, or nothing left after) is kept as null.
 */
export function ownerActionEntry(
  actor: OwnerActor,
  action: OwnerActionName,
  target: OwnerActionTarget,
  change: { before?: unknown; after?: unknown },
  at: Date,
): OwnerActionEntry {
  const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  return { actor, action, target, before: asJson(change.before), after: asJson(change.after), at };
}
