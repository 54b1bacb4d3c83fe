import type { OrderRecord } from '../domain/orders/order-record';
import type { PartnerOrder } from '../ports/print-partner';
import { applyPartnerUpdate, type FulfilmentDeps, refreshFromPartner } from './track-fulfilment';

/**
 * How many due orders one poll round takes. A round reads the partner's list, ten orders a
 * call, so 2,000 orders at the partner are heard of in about 200 calls, within the 600 a
 * minute Printify allows; asked one by one they took ten minutes at 200 a minute.
 */
const POLL_BATCH = 2_000;

/** Up to this many due orders are asked about one by one: fewer calls than reading the list. */
const ASKED_ONE_BY_ONE = 10;

/**
 * One look at the orders the partner is making or shipping that nobody asked about in the last
 * `intervalMs`, whichever process asked, refunded ones included: how the store learns of the
 * local partner's progress, and of Printify's when a webhook was missed. Shoppers' reads show
 * what it stored, so the partner hears from this store once an interval per order, however
 * many people look. Answers how many it asked about.
 */
export async function pollPartnerOrders(
  deps: FulfilmentDeps,
  intervalMs: number,
  batch = POLL_BATCH,
): Promise<number> {
  const due = await deps.orders.claimPartnerChecks(deps.clock(), intervalMs, batch);
  const unheard =
    due.length > ASKED_ONE_BY_ONE
      ? await readPartnerList(deps, due).catch(listFailed(deps, due))
      : due;
  for (const order of unheard) await refreshFromPartner(deps, order);
  return due.length;
}

/**
 * Pages through the partner's orders, newest first, applying what it says of each due order,
 * until every one was seen or the pages are older than all of them (the partner's order is
 * placed after ours). Answers the due orders the list did not show.
 */
async function readPartnerList(
  deps: FulfilmentDeps,
  due: readonly OrderRecord[],
): Promise<OrderRecord[]> {
  const waiting = new Map(due.map((order) => [order.partnerOrderId ?? '', order]));
  const oldest = Math.min(...due.map((order) => order.createdAt.getTime()));
  for (let page = 1; waiting.size > 0; page++) {
    const { orders, lastPage } = await deps.printPartner.listOrders(page);
    for (const partnerOrder of orders) {
      const order = waiting.get(partnerOrder.id);
      if (!order) continue;
      waiting.delete(partnerOrder.id);
      await applyPartnerUpdate(deps, order, updateFrom(partnerOrder));
    }
    const last = orders.at(-1);
    if (!last || page >= lastPage || last.createdAt.getTime() < oldest) break;
  }
  return [...waiting.values()];
}

const updateFrom = (order: PartnerOrder) => ({
  partnerStatus: order.status,
  ...(order.shipment ? { shipment: order.shipment } : {}),
});

/** A list that cannot be read leaves the round to ask about each order on its own. */
const listFailed =
  (deps: FulfilmentDeps, due: readonly OrderRecord[]) =>
  (error: unknown): OrderRecord[] => {
    deps.logger.warn({ err: error, orders: due.length }, 'print partner order list unavailable');
    return [...due];
  };
