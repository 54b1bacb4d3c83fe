import type { FastifyBaseLogger } from 'fastify';
import type { ArtworksRepository } from '../db/artworks-repository';
import type { PageCursor } from '../domain/page-cursor';
import { type ForgetArtworkDeps, forgetArtwork } from './forget-artwork';

export interface SweepExpiredArtDeps extends ForgetArtworkDeps {
  artworks: ArtworksRepository;
  clock: () => Date;
  logger: FastifyBaseLogger;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Jobs read at a time; a round reads on until it has met every expired one. */
export const EXPIRED_ART_BATCH = 50;

/**
 * One round of the retention sweep: each finished job older than `retentionDays` that no
 * order prints (nor a checkout being paid) is forgotten, media and row. A paid order's art is
 * never touched. A job that fails to go is logged and met again next round. Returns how many
 * went.
 */
export async function sweepExpiredArt(
  deps: SweepExpiredArtDeps,
  retentionDays: number,
): Promise<number> {
  const before = new Date(deps.clock().getTime() - retentionDays * DAY_MS);
  let forgotten = 0;
  let after: PageCursor | undefined;
  for (;;) {
    const expired = await deps.artworks.expiredUnbought(before, EXPIRED_ART_BATCH, after);
    for (const job of expired) {
      if (await deps.artworks.isNeededForOrder(job.id)) continue;
      try {
        await forgetArtwork(deps, job);
        forgotten += 1;
      } catch (error) {
        deps.logger.warn(
          { err: error, jobId: job.id },
          'an expired artwork could not be forgotten',
        );
      }
    }
    const last = expired.at(-1);
    if (!last || expired.length < EXPIRED_ART_BATCH) return forgotten;
    after = { createdAt: last.created_at, id: last.id };
  }
}
