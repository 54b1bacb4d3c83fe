import { artworkFileName } from '../artworks/artwork-file-name';
import { type FullArtworkDeps, readFullArtwork } from '../artworks/read-full-artwork';
import type { OrdersRepository } from '../db/orders-repository';
import type { PricedLine } from '../domain/checkout/price-lines';
import type { OrderRecord } from '../domain/orders/order-record';
import { mayRead, type OrderReader } from './order-reader';

export interface BoughtArtworkDeps extends FullArtworkDeps {
  orders: OrdersRepository;
}

/** Why a bought artwork is not handed over; an order nobody may see is not_found, like none. */
export type BoughtArtworkRefusal = 'not_found' | 'order_refunded';

export type BoughtArtwork =
  | { ok: true; jpeg: Buffer; fileName: string }
  | { ok: false; refusal: BoughtArtworkRefusal };

/**
 * Whether the order has paid for the artwork of `jobId`, and of the variation `productId` was
 * made from when it names one: one of its made lines prints it.
 */
const orderPrints = (order: OrderRecord, jobId: string, productId?: string) =>
  order.lines.some(
    (line) =>
      !line.fallback && line.jobId === jobId && (!productId || line.productId === productId),
  );

/** Where an order's reader downloads the full artwork one of its made lines prints. */
export function boughtArtworkPath(
  order: OrderRecord,
  line: Pick<PricedLine, 'jobId' | 'productId'>,
  reader: OrderReader,
) {
  const path = `/api/orders/${encodeURIComponent(order.id)}/artworks/${encodeURIComponent(line.jobId ?? '')}`;
  const query = new URLSearchParams({ product: line.productId });
  if ('token' in reader) query.set('token', reader.token);
  return `${path}?${query}`;
}

/**
 * The full artwork of `jobId` for a reader of an order that bought it, as a JPEG with the
 * name it downloads as. Nobody gets it before such an order is paid, nor once the order is
 * wholly refunded; until then only the marked preview is served.
 */
export async function readBoughtArtwork(
  deps: BoughtArtworkDeps,
  orderId: string,
  jobId: string,
  reader: OrderReader,
  productId?: string,
): Promise<BoughtArtwork> {
  const order = await deps.orders.findById(orderId);
  if (!order || !mayRead(order, reader) || !orderPrints(order, jobId, productId)) {
    return { ok: false, refusal: 'not_found' };
  }
  if (order.amountRefunded >= order.totalAmount) return { ok: false, refusal: 'order_refunded' };
  const found = await readFullArtwork(deps, jobId, productId);
  if (!found) return { ok: false, refusal: 'not_found' };
  return {
    ok: true,
    jpeg: found.jpeg,
    fileName: artworkFileName(found.job.style_id, order.displayId),
  };
}
