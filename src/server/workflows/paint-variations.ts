import type { FastifyBaseLogger } from 'fastify';
import { storeArtwork } from '../artworks/store-artwork';
import { variationMediaName } from '../artworks/variation-design';
import type { JobVariationsRepository } from '../db/job-variations-repository';
import type { JobRow, JobsRepository } from '../db/jobs-repository';
import type { ArtEngine, ArtRequest } from '../ports/art-engine';
import type { MediaStore } from '../ports/media-store';

export interface VariationPainterDeps {
  jobs: Pick<JobsRepository, 'findById'>;
  variations: JobVariationsRepository;
  media: MediaStore;
  artEngine: ArtEngine;
  clock: () => Date;
  logger: FastifyBaseLogger;
  /** Variations a creation paints, its first included (ART_VARIATIONS). */
  count: number;
}

interface Order {
  job: JobRow;
  request: ArtRequest;
  variation: number;
}

/**
 * Paints the variations after a creation's first (issue 36), two at a time and behind every
 * first variation this process is painting: a shopper waiting for a first picture never waits
 * for another's second. They are asked for as background work, so an engine that queues (the
 * local thread pool) also paints them after the checks and first pictures of shoppers whose
 * jobs have not started yet. The queue's slot is free as soon as the first is done, so the next
 * shopper's job starts at once. What this process has not painted when it stops is lost: the
 * job keeps the variations it has.
 */
export interface VariationPainter {
  /** Marks a first variation as painting; call the answer when it is done. */
  firstStarted(): () => void;
  /** Queues the other variations of a job whose first is stored. */
  paintRest(job: JobRow, request: ArtRequest): void;
  /** Resolves once nothing is queued or painting (tests, shutdown). */
  idle(): Promise<void>;
  /** Drops what is queued and waits for the variations being painted. */
  stop(): Promise<void>;
}

/**
 * Variations painted at once: a render is a painting on a model thread, then a finish on the
 * pixel thread, so with two the next is painted while the last is finished. More would only
 * queue on the threads ahead of the next shopper's first variation.
 */
const LANES = 2;

export function createVariationPainter(deps: VariationPainterDeps): VariationPainter {
  const queued: Order[] = [];
  let firsts = 0;
  const waiting: (() => void)[] = [];
  let running: Promise<void> | undefined;
  let stopped = false;

  const noFirstPainting = () =>
    firsts === 0 || stopped
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiting.push(resolve));
  const wakeAll = () => {
    for (const wake of waiting.splice(0)) wake();
  };

  async function paintOne({ job, request, variation }: Order): Promise<void> {
    // The shopper may have deleted the artwork while its variations waited.
    if (!(await deps.jobs.findById(job.id))) return;
    const look = (request.look ?? 0) + variation;
    const artwork = await deps.artEngine.render({ ...request, look, background: true });
    const mediaName = variationMediaName(job.media_name ?? job.id, variation);
    const stored = await storeArtwork(deps.media, mediaName, artwork);
    const { image: _image, ...facts } = artwork;
    await deps.variations.record(
      {
        jobId: job.id,
        variation,
        artworkKey: stored.artworkKey,
        previewKey: stored.previewKey,
        artwork: facts,
      },
      null,
      deps.clock(),
    );
    // Deleted while this one was painted: what forget-artwork could not see goes now.
    if (!(await deps.jobs.findById(job.id))) {
      await Promise.all(
        [stored.artworkKey, stored.previewKey].map((key) => deps.media.delete(key)),
      );
      await deps.variations.deleteFor(job.id);
    }
  }

  async function lane(): Promise<void> {
    for (let order = queued.shift(); order && !stopped; order = queued.shift()) {
      await noFirstPainting();
      if (stopped) break;
      try {
        await paintOne(order);
      } catch (error) {
        deps.logger.warn(
          { jobId: order.job.id, variation: order.variation, err: error },
          'a variation could not be painted; the job keeps the ones it has',
        );
      }
    }
  }

  async function drain(): Promise<void> {
    await Promise.all(Array.from({ length: LANES }, lane));
    running = undefined;
  }

  return {
    firstStarted() {
      firsts++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        firsts--;
        if (firsts === 0) wakeAll();
      };
    },
    paintRest(job, request) {
      if (stopped) return;
      for (let variation = 1; variation < deps.count; variation++) {
        queued.push({ job, request, variation });
      }
      running ??= drain();
    },
    idle: async () => {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      queued.length = 0;
      wakeAll();
      await running;
    },
  };
}
