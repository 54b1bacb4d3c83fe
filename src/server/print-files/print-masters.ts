import type { FastifyBaseLogger } from 'fastify';
import { readDesignId } from '../artworks/variation-design';
import type { JobsRepository } from '../db/jobs-repository';
import type { ArtRequest, Artwork } from '../ports/art-engine';
import type { MediaStore } from '../ports/media-store';
import { artRequestFor } from '../workflows/art-request-for';
import { MediaMissingError, readMedia } from '../workflows/read-media';
import type { PrintFileSpec } from './print-file';
import { type MasterSize, masterSizeFor } from './print-master-size';

/** A job's artwork, as the print partner kept it, and the engine that made it. */
export interface PrintSource {
  /** The design the products were made under: a job, or one of its variations (variation-design.ts). */
  jobId: string;
  /** `ArtEngine.name`; absent for jobs made before it was kept. */
  paintedBy?: string;
  artwork: Artwork;
}

/** An artwork enlarged for print, and how: 'lanczos' when the model could not run, and why. */
export interface Enlarged {
  artwork: Artwork;
  method: 'esrgan' | 'lanczos';
  reason?: string;
}

/**
 * The picture one print file is cut from: the artwork painted again at print size where the
 * local engine made it, else the artwork enlarged by a model; the artwork itself where it is
 * already large enough.
 */
export type PrintMasterFor = (source: PrintSource, spec: PrintFileSpec) => Promise<Artwork>;

export interface PrintMasterDeps {
  jobs: Pick<JobsRepository, 'findById'>;
  media: MediaStore;
  /** The local engine's painting at print size (the art pool's threads). */
  paint: (request: ArtRequest, original: Buffer | undefined, size: MasterSize) => Promise<Artwork>;
  /** A model's enlargement of any artwork; without it a file is enlarged by Lanczos alone. */
  enlarge?: (artwork: Artwork, size: MasterSize) => Promise<Enlarged>;
  logger: FastifyBaseLogger;
  /** The largest master, in pixels (PRINT_MASTER_MAX_PIXELS); 0: files come from the artwork. */
  maxPixels?: number;
}

const readIfKept = (media: MediaStore, key: string) =>
  readMedia(media, key).catch((error: unknown) => {
    if (error instanceof MediaMissingError) return undefined;
    throw error;
  });

/**
 * Print masters as the print-file store asks for them. A job whose photo is gone (its retention
 * ran out) is enlarged instead, and says so in the log; any other failure is thrown, so the
 * submission that needed the file fails and is retried rather than printing a lesser file.
 */
export function createPrintMasters(deps: PrintMasterDeps): PrintMasterFor {
  /**
   * The last enlargement, which serves the design's next file when it is large enough: an
   * order's files of one design are asked for largest first (print-file-store.ts), and an
   * enlargement costs minutes. A repainting is not kept: its surface is drawn at the size
   * asked for, so each file is painted at its own.
   */
  let lastEnlarged: { jobId: string; artwork: Artwork } | undefined;

  async function repaint(source: PrintSource, size: MasterSize): Promise<Artwork | undefined> {
    const { jobId, variation } = readDesignId(source.jobId);
    const job = await deps.jobs.findById(jobId);
    const photo = job && (await readIfKept(deps.media, job.photo_key));
    if (!job || !photo) return undefined;
    const original = await readIfKept(deps.media, job.original_key);
    return deps.paint(artRequestFor(job, photo, variation), original, size);
  }

  return async (source, spec) => {
    const size = masterSizeFor(source.artwork, spec, deps.maxPixels);
    if (size.width <= source.artwork.width) return source.artwork;
    if (source.paintedBy === 'local') {
      const painted = await repaint(source, size);
      if (painted) return painted;
      deps.logger.warn(
        { jobId: source.jobId },
        'print master: the job or its photo is gone, so the artwork is enlarged instead',
      );
    }
    if (!deps.enlarge) return source.artwork;
    const kept = lastEnlarged;
    if (kept?.jobId === source.jobId && kept.artwork.width >= size.width) return kept.artwork;
    const enlarged = await deps.enlarge(source.artwork, size);
    lastEnlarged = { jobId: source.jobId, artwork: enlarged.artwork };
    if (enlarged.method === 'lanczos') {
      deps.logger.warn(
        { jobId: source.jobId, reason: enlarged.reason },
        'print master: the super-resolution model did not run, so Lanczos enlarged the artwork',
      );
    }
    return enlarged.artwork;
  };
}
