import sharp from 'sharp';
import type { JobVariationsRepository } from '../db/job-variations-repository';
import type { JobRow, JobsRepository } from '../db/jobs-repository';
import type { MediaStore } from '../ports/media-store';
import { MediaMissingError, readMedia } from '../workflows/read-media';
import { jobArtwork } from './job-artwork';

const DOWNLOAD_JPEG_QUALITY = 95;

/** An artwork swept away (retention) is not there, like one never made. */
const orNothing = (error: unknown) => {
  if (error instanceof MediaMissingError) return null;
  throw error;
};

export interface FullArtworkDeps {
  jobs: JobsRepository;
  variations: JobVariationsRepository;
  media: MediaStore;
}

/**
 * The file key of the variation a product was made from: the picked variation whose products
 * hold it, else the job's first. Product ids are the partner's own, so they are looked up.
 */
async function fileKeyOf(deps: FullArtworkDeps, job: JobRow, productId?: string) {
  const variations = productId ? await deps.variations.list(job.id) : [];
  const picked = variations.find(
    (each) => each.variation > 0 && each.products?.some((product) => product.id === productId),
  );
  return picked?.artworkKey ?? jobArtwork(job)?.fileKey ?? null;
}

/**
 * A job's artwork at full size as a JPEG (the hosted engine's PNG is converted), with its job:
 * the variation `productId` was made from, or the first. Null when the job or its file is
 * gone. Who may have it is the caller's to decide.
 */
export async function readFullArtwork(
  deps: FullArtworkDeps,
  jobId: string,
  productId?: string,
): Promise<{ jpeg: Buffer; job: JobRow } | null> {
  const job = await deps.jobs.findById(jobId);
  const key = job ? await fileKeyOf(deps, job, productId) : null;
  const stored = job && key ? await readMedia(deps.media, key).catch(orNothing) : null;
  if (!job || !stored) return null;
  const isJpeg = stored[0] === 0xff && stored[1] === 0xd8;
  const jpeg = isJpeg
    ? stored
    : await sharp(stored).jpeg({ quality: DOWNLOAD_JPEG_QUALITY }).toBuffer();
  return { jpeg, job };
}
