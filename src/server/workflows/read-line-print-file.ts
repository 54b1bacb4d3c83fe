import type { OrderActionRefusal } from '../domain/orders/order-action-refusal';
import { findOrder, type OwnerOrderDeps } from './owner-order-deps';
import { partnerOrderLine } from './partner-order-request';

const NO_FILE: OrderActionRefusal = {
  ok: false,
  code: 'not_found',
  detail: 'This line has no print file of its own: it is printed from the catalogue’s sample.',
};

/** Whether the owner's order page can link the print file of a line (see readLinePrintFile). */
export const hasOwnPrintFile = (deps: OwnerOrderDeps, line: { fallback: boolean }) =>
  !line.fallback && deps.printPartner.readPrintFile !== undefined;

/**
 * The file the partner prints for line `index` of an order, as it was (or is now) made for
 * that line's product, with the name it downloads under.
 */
export async function readLinePrintFile(
  deps: OwnerOrderDeps,
  id: string,
  index: number,
): Promise<{ file: Buffer; name: string } | OrderActionRefusal> {
  const order = await findOrder(deps, id);
  if ('ok' in order) return order;
  const line = order.lines[index];
  if (!line || !hasOwnPrintFile(deps, line)) return NO_FILE;
  const file = await deps.printPartner.readPrintFile?.(
    partnerOrderLine(line, deps.config.publicBaseUrl),
  );
  if (!file) return NO_FILE;
  return { file, name: `masterpiece-me-${order.displayId}-line-${index + 1}-print.jpg` };
}
