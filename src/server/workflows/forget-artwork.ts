import { z } from 'zod';
import { apiProductSchema } from '../../shared/api/products';
import { jobArtwork } from '../artworks/job-artwork';
import { designIdOf } from '../artworks/variation-design';
import type { JobVariationsRepository } from '../db/job-variations-repository';
import type { JobRow, JobsRepository } from '../db/jobs-repository';
import { readStoredJson } from '../db/stored-json';
import type { MediaStore } from '../ports/media-store';
import type { PrintPartner } from '../ports/print-partner';

export interface ForgetArtworkDeps {
  jobs: JobsRepository;
  variations: JobVariationsRepository;
  media: MediaStore;
  printPartner: PrintPartner;
}

const storedProductsSchema = z.object({ products: z.array(apiProductSchema).default([]) });

/** The media key behind a URL this store hands out, or null for someone else's. */
function keyOfUrl(media: MediaStore, url: string | null): string | null {
  const prefix = media.url('');
  return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
}

/**
 * Deletes a finished job and everything made for it: the photo as sent and its cleaned copy
 * (unless another job paints from them), each variation's artwork and preview, and what the
 * partner made from them (mock-ups, products). Media go first
 * and the row last, so a store that fails part-way leaves the job to be forgotten again rather
 * than files nobody can find. The caller has checked no order needs it.
 */
export async function forgetArtwork(deps: ForgetArtworkDeps, job: JobRow): Promise<void> {
  const artwork = jobArtwork(job);
  const products = job.result
    ? readStoredJson(storedProductsSchema, job.result, `jobs.result of job ${job.id}`).products
    : [];
  // "Try another look" paints other jobs from the same stored photo: it stays while they do.
  const photoInUse = await deps.jobs.photoSharedBeyond(job.id, job.photo_key);
  const variations = await deps.variations.list(job.id);
  const keys = new Set(
    [
      ...(photoInUse ? [] : [job.original_key, job.photo_key]),
      artwork?.fileKey,
      keyOfUrl(deps.media, artwork?.previewUrl ?? null),
      ...variations.flatMap((each) => [each.artworkKey, each.previewKey]),
    ].filter((key): key is string => Boolean(key)),
  );
  await Promise.all([...keys].map((key) => deps.media.delete(key)));
  if (products.length > 0) await deps.printPartner.forgetProducts(job.id, products);
  for (const { variation, products: made } of variations) {
    if (variation > 0 && made)
      await deps.printPartner.forgetProducts(designIdOf(job.id, variation), made);
  }
  await deps.variations.deleteFor(job.id);
  await deps.jobs.delete(job.id);
}
