import { randomUUID } from 'node:crypto';
import type { JobsRepository } from '../db/jobs-repository';
import { partnerProducts } from './partner-products';

/**
 * `count` finished Royal Portrait jobs of the guest `guestId`, a minute apart, the newest last,
 * as a generation leaves them (products, a preview URL), with no media behind them: for lists
 * of many artworks. Their ids, oldest first.
 */
export async function seedArtworks(jobs: JobsRepository, guestId: string, count: number) {
  const start = Date.now() - count * 60_000;
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const id = randomUUID();
    const at = new Date(start + n * 60_000);
    await jobs.insert(
      {
        id,
        guest_session_id: guestId,
        owner_key: `guest:${guestId}`,
        gender: 'female',
        style_id: 'royal_oil_paint',
        original_key: `originals/${id}.jpg`,
        photo_key: `photos/${id}.jpg`,
      },
      at,
    );
    const artworkUrl = `/media/artworks/${id}-preview.jpg`;
    await jobs.complete(id, { products: partnerProducts(id), artworkUrl }, at);
    ids.push(id);
  }
  return ids;
}
