import type { ApiAddress } from '../../shared/api/address';
import { armOrderTask } from '../db/order-tasks-repository';
import { createOwnerActionsRepository } from '../db/owner-actions-repository';
import type { PricedLine } from '../domain/checkout/price-lines';
import { type OrderActionResult, refusal } from '../domain/orders/order-action-refusal';
import type { OrderRecord } from '../domain/orders/order-record';
import { fixOffered } from '../domain/orders/order-status';
import { optionsLabel } from '../domain/orders/variant-choices';
import { type OwnerActor, ownerActionEntry } from '../domain/owners/owner-action';
import { type LineChoiceDeps, lineVariantChoices } from './line-variant-choices';
import { auditState, findOrder, type OwnerOrderDeps } from './owner-order-deps';

/** What the owner changes before the order goes again: the address, lines' options. */
export interface ResubmitFix {
  address?: ApiAddress | undefined;
  lines?: { line: number; variantId: number }[] | undefined;
}

const HELD_BY_PARTNER = refusal(
  'order_not_resubmittable',
  'The print partner already holds this order, so it is changed in the partner’s dashboard, not here.',
);

/** The lines as the owner's changes leave them, or the first change that may not be made. */
async function changedLines(
  deps: OwnerOrderDeps & LineChoiceDeps,
  order: OrderRecord,
  asked: NonNullable<ResubmitFix['lines']>,
) {
  const choices = await lineVariantChoices(deps, order);
  const lines = [...order.lines];
  for (const { line, variantId } of asked) {
    const choice = choices[line]?.find((each) => each.variantId === variantId);
    if (!choice) {
      const title = order.lines[line]?.title;
      return refusal(
        'invalid_request',
        title
          ? `${title} (line ${line + 1}) cannot be sent as option ${variantId}: only another option of the same product at the price paid can.`
          : `The order has no line ${line + 1}.`,
      );
    }
    lines[line] = choice.line;
  }
  return lines;
}

const linesAudit = (lines: PricedLine[], positions: number[]) =>
  positions.map((line) => ({
    line,
    title: lines[line]?.title,
    variant_id: lines[line]?.variantId,
    options: optionsLabel(lines[line]?.options ?? {}),
  }));

/**
 * Sends a needs-attention order to the partner again, its address or lines' options fixed
 * first when the owner gave them (the audit keeps before and after): its submission task,
 * which the partner's refusal ended, is pending again under a fresh claim, and the outbox runs
 * it at once.
 */
export async function resubmitOrder(
  deps: OwnerOrderDeps & LineChoiceDeps,
  owner: OwnerActor,
  orderId: string,
  fix: ResubmitFix = {},
): Promise<OrderActionResult> {
  const order = await findOrder(deps, orderId);
  if ('ok' in order) return order;
  if (order.status !== 'needs_attention') {
    return refusal(
      'order_not_resubmittable',
      'Only an order that needs attention is sent to the print partner again.',
    );
  }
  const asked = fix.lines ?? [];
  if ((fix.address || asked.length > 0) && !fixOffered(order)) return HELD_BY_PARTNER;
  const lines = asked.length > 0 ? await changedLines(deps, order, asked) : order.lines;
  if ('ok' in lines) return lines;
  const positions = [...new Set(asked.map(({ line }) => line))].sort((a, b) => a - b);
  const now = deps.clock();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (fix.address) {
      await trx
        .updateTable('orders')
        .set({ address: JSON.stringify(fix.address), updated_at: at })
        .where('id', '=', order.id)
        .execute();
    }
    for (const position of positions) {
      const line = lines[position] as PricedLine;
      await trx
        .updateTable('order_lines')
        .set({
          variant_id: line.variantId,
          options: JSON.stringify(line.options),
          image_url: line.imageUrl,
        })
        .where('order_id', '=', order.id)
        .where('position', '=', position)
        .execute();
    }
    await armOrderTask(trx, order.id, 'submit_to_partner', now, 'again');
    await createOwnerActionsRepository(trx).record(
      ownerActionEntry(
        owner,
        'order.resubmit',
        { type: 'order', id: order.id },
        {
          before: {
            ...auditState(order),
            ...(fix.address && { address: order.address }),
            ...(positions.length > 0 && { lines: linesAudit(order.lines, positions) }),
          },
          after: {
            ...auditState(order),
            resubmitted: true,
            ...(fix.address && { address: fix.address }),
            ...(positions.length > 0 && { lines: linesAudit(lines, positions) }),
          },
        },
        now,
      ),
    );
  });
  await deps.outbox.runDue();
  return { ok: true };
}
