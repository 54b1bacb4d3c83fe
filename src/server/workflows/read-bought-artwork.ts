import sharp from 'sharp';
import { artworkFileName } from '../artworks/artwork-file-name';
import { jobArtwork } from '../artworks/job-artwork';
import type { JobsRepository } from '../db/jobs-repository';
import type { OrdersRepository } from '../db/orders-repository';
import type { OrderRecord } from '../domain/orders/order-record';
import type { MediaStore } from '../ports/media-store';
import { mayRead, type OrderReader } from './order-reader';
import { MediaMissingError, readMedia } from './read-media';

export interface BoughtArtworkDeps {
  orders: OrdersRepository;
  jobs: JobsRepository;
  media: MediaStore;
}

/** Why a bought artwork is not handed over; an order nobody may see is not_found, like none. */
export type BoughtArtworkRefusal = 'not_found' | 'order_refunded';

export type BoughtArtwork =
  | { ok: true; jpeg: Buffer; fileName: string }
  | { ok: false; refusal: BoughtArtworkRefusal };

const DOWNLOAD_JPEG_QUALITY = 95;

/** An artwork swept away since the order (retention) is not there, like one never made. */
const orNothing = (error: unknown) => {
  if (error instanceof MediaMissingError) return null;
  throw error;
};

/** Whether the order has paid for the artwork of `jobId`: one of its made lines prints it. */
const orderPrints = (order: OrderRecord, jobId: string) =>
  order.lines.some((line) => !line.fallback && line.jobId === jobId);

/** Where an order's reader downloads the full artwork of `jobId` from. */
export function boughtArtworkPath(order: OrderRecord, jobId: string, reader: OrderReader) {
  const path = `/api/orders/${encodeURIComponent(order.id)}/artworks/${encodeURIComponent(jobId)}`;
  return 'token' in reader ? `${path}?token=${encodeURIComponent(reader.token)}` : path;
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
): Promise<BoughtArtwork> {
  const order = await deps.orders.findById(orderId);
  if (!order || !mayRead(order, reader) || !orderPrints(order, jobId)) {
    return { ok: false, refusal: 'not_found' };
  }
  if (order.amountRefunded >= order.totalAmount) return { ok: false, refusal: 'order_refunded' };
  const job = await deps.jobs.findById(jobId);
  const key = job ? jobArtwork(job)?.fileKey : null;
  const stored = job && key ? await readMedia(deps.media, key).catch(orNothing) : null;
  if (!job || !stored) return { ok: false, refusal: 'not_found' };
  const isJpeg = stored[0] === 0xff && stored[1] === 0xd8;
  const jpeg = isJpeg
    ? stored
    : await sharp(stored).jpeg({ quality: DOWNLOAD_JPEG_QUALITY }).toBuffer();
  return { ok: true, jpeg, fileName: artworkFileName(job.style_id, order.displayId) };
}
