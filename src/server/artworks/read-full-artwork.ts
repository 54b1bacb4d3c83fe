import sharp from 'sharp';
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

/**
 * A job's artwork at full size as a JPEG (the hosted engine's PNG is converted), with its job;
 * null when the job or its file is gone. Who may have it is the caller's to decide.
 */
export async function readFullArtwork(
  deps: { jobs: JobsRepository; media: MediaStore },
  jobId: string,
): Promise<{ jpeg: Buffer; job: JobRow } | null> {
  const job = await deps.jobs.findById(jobId);
  const key = job ? jobArtwork(job)?.fileKey : null;
  const stored = job && key ? await readMedia(deps.media, key).catch(orNothing) : null;
  if (!job || !stored) return null;
  const isJpeg = stored[0] === 0xff && stored[1] === 0xd8;
  const jpeg = isJpeg
    ? stored
    : await sharp(stored).jpeg({ quality: DOWNLOAD_JPEG_QUALITY }).toBuffer();
  return { jpeg, job };
}
