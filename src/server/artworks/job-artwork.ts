import { z } from 'zod';
import type { JobRow } from '../db/jobs-repository';
import { readStoredJson } from '../db/stored-json';

/** The artwork part of a completed job's result, as JobsRepository.complete keeps it. */
const storedArtworkSchema = z.object({
  artwork_url: z.string().min(1).optional(),
  artwork_key: z.string().min(1).optional(),
});

/** A finished job's artwork: the preview shoppers see, and the full file's media key. */
export interface JobArtwork {
  previewUrl: string | null;
  fileKey: string | null;
}

/**
 * Where a completed job's artwork is. Jobs finished before previews kept one public artwork,
 * full size, under `artworks/`: that is both their preview and their file.
 */
export function jobArtwork(job: JobRow): JobArtwork | null {
  if (job.status !== 'completed' || !job.result) return null;
  const stored = readStoredJson(storedArtworkSchema, job.result, `jobs.result of job ${job.id}`);
  const previewUrl = stored.artwork_url ?? null;
  const legacyAt = previewUrl?.lastIndexOf('/artworks/') ?? -1;
  const legacyKey = previewUrl && legacyAt >= 0 ? previewUrl.slice(legacyAt + 1) : null;
  return { previewUrl, fileKey: stored.artwork_key ?? legacyKey };
}
