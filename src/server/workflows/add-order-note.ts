import { createOwnerActionsRepository } from '../db/owner-actions-repository';
import type { OrderActionResult } from '../domain/orders/order-action-refusal';
import { type OwnerActor, ownerActionEntry } from '../domain/owners/owner-action';
import { NO_SUCH_ORDER, type OwnerOrderDeps } from './owner-order-deps';

/**
 * Keeps a staff note on the order, in the audit log beside the owners' other actions, so the
 * timeline shows it with who wrote it and when. The note is the owners' own: the shopper never
 * sees it.
 */
export async function addOrderNote(
  deps: Pick<OwnerOrderDeps, 'db' | 'orders' | 'clock'>,
  owner: OwnerActor,
  orderId: string,
  note: string,
): Promise<OrderActionResult> {
  const order = await deps.orders.findById(orderId);
  if (!order) return NO_SUCH_ORDER;
  const target = { type: 'order', id: order.id } as const;
  await createOwnerActionsRepository(deps.db).record(
    ownerActionEntry(owner, 'order.note', target, { after: { note } }, deps.clock()),
  );
  return { ok: true };
}
