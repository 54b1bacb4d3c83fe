import { artworkFileName } from '../artworks/artwork-file-name';
import { type FullArtworkDeps, readFullArtwork } from '../artworks/read-full-artwork';
import { type OrderActionRefusal, refusal } from '../domain/orders/order-action-refusal';
import { findOrder, type OwnerOrderDeps } from './owner-order-deps';

export type LineArtworkDeps = OwnerOrderDeps & FullArtworkDeps;

const NO_ARTWORK = refusal(
  'not_found',
  'This line has no artwork of its own (a catalogue product), or its artwork is no longer kept.',
);

/** Where the owner's order page links a made line's artwork at full size. */
export const lineArtworkPath = (orderId: string, index: number) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/lines/${index}/artwork`;

/** The artwork line `index` of an order was made from, at full size, for the shop's owners. */
export async function readLineArtwork(
  deps: LineArtworkDeps,
  id: string,
  index: number,
): Promise<{ file: Buffer; name: string } | OrderActionRefusal> {
  const order = await findOrder(deps, id);
  if ('ok' in order) return order;
  const line = order.lines[index];
  if (!line || line.fallback || !line.jobId) return NO_ARTWORK;
  const found = await readFullArtwork(deps, line.jobId, line.productId);
  if (!found) return NO_ARTWORK;
  return { file: found.jpeg, name: artworkFileName(found.job.style_id, order.displayId) };
}
