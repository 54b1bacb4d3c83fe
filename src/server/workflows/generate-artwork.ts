import { readDescription } from '@masterpiece-me/portrait-engine/vocabulary';
import type { FastifyBaseLogger } from 'fastify';
import { priceProducts } from '../../shared/catalogue/price-products';
import { storeArtwork } from '../artworks/store-artwork';
import type { JobVariationsRepository } from '../db/job-variations-repository';
import type { JobRow, JobsRepository } from '../db/jobs-repository';
import { afterFailedAttempt, queuedSpell, type RetryPolicy } from '../domain/job-attempts';
import { type ArtDirection, type ArtEngine, ArtRefusedError } from '../ports/art-engine';
import type { JobQueue } from '../ports/job-queue';
import type { MediaStore } from '../ports/media-store';
import type { PrintPartner } from '../ports/print-partner';
import { artRequestFor } from './art-request-for';
import type { VariationPainter } from './paint-variations';
import { readMedia } from './read-media';

export interface GenerationDeps {
  jobs: JobsRepository;
  media: MediaStore;
  artEngine: ArtEngine;
  printPartner: PrintPartner;
  queue: JobQueue;
  clock: () => Date;
  retry: RetryPolicy;
  logger: FastifyBaseLogger;
  variations: JobVariationsRepository;
  variationPainter: VariationPainter;
}

/**
 * One attempt at a generation job: stylise the photo, store the artwork (kept private) and its
 * marked preview (what the job shows), have the print partner make the products, complete the
 * job, and hand its other variations to the painter (paint-variations.ts). A failed attempt is
 * retried with backoff until the attempts run out; then the job fails with a reason the
 * shopper can read.
 */
export function createGenerationHandler(deps: GenerationDeps) {
  return async function generate(jobId: string): Promise<void> {
    const job = await deps.jobs.findById(jobId);
    // The claim's token fences every write, so an attempt whose lease was taken over (the
    // worker stalled) cannot overwrite what the next attempt did.
    const lease = job?.lease_token;
    if (job?.status !== 'processing' || !lease) return;
    try {
      const request = artRequestFor(job, await readMedia(deps.media, job.photo_key));
      const firstDone = deps.variationPainter.firstStarted();
      const artwork = await deps.artEngine.render(request).finally(firstDone);
      // Jobs from before media had names of their own keep the job's id.
      const mediaName = job.media_name ?? job.id;
      const stored = await storeArtwork(deps.media, mediaName, artwork);
      const made = await deps.printPartner.createProducts({
        jobId: job.id,
        mediaName,
        artwork,
        artworkUrl: stored.previewUrl,
        artworkKey: stored.artworkKey,
        paintedBy: deps.artEngine.name,
      });
      const products = priceProducts(made);
      const { image: _image, ...facts } = artwork;
      await deps.variations.record(
        { jobId: job.id, variation: 0, ...stored, artwork: facts },
        products,
        deps.clock(),
      );
      const paintedAs = paintedAsFor(request.direction);
      const completed = await deps.jobs.complete(
        job.id,
        { products, artworkUrl: stored.previewUrl, artworkKey: stored.artworkKey, paintedAs },
        deps.clock(),
        lease,
      );
      if (completed) deps.variationPainter.paintRest(job, request);
    } catch (error) {
      await handleFailure(deps, job, lease, error);
    }
  };
}

async function handleFailure(
  deps: GenerationDeps,
  job: JobRow,
  lease: string,
  error: unknown,
): Promise<void> {
  const now = deps.clock();
  const message = error instanceof Error ? error.message : String(error);
  const shopperReason = error instanceof ArtRefusedError ? error.message : undefined;
  const outcome = afterFailedAttempt(job.attempts, deps.retry, now, shopperReason);
  deps.logger.warn(
    { jobId: job.id, attempt: job.attempts, err: error, outcome: outcome.kind },
    'generation attempt failed',
  );
  if (outcome.kind === 'fail') {
    await deps.jobs.fail(job.id, outcome.reason, now, lease);
    return;
  }
  if (!(await deps.jobs.scheduleRetry(job.id, outcome.runAfter, message, now, lease))) return;
  await deps.queue.enqueue(job.id, {
    delayMs: outcome.runAfter.getTime() - now.getTime(),
    spell: queuedSpell(job),
  });
}

/**
 * The words a custom description was painted by: both engines read it with readDescription,
 * so the job can say which of the shopper's words it used.
 */
function paintedAsFor(direction: ArtDirection): string[] | undefined {
  return direction.kind === 'custom' ? [...readDescription(direction.prompt).words] : undefined;
}
