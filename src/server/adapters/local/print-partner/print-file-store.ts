import { z } from 'zod';
import { artworkFactsSchema } from '../../../artworks/artwork-facts';
import type { Artwork } from '../../../ports/art-engine';
import type { MediaStore } from '../../../ports/media-store';
import type { PartnerOrderLine, PartnerOrderRequest } from '../../../ports/print-partner';
import { renderPrintFile } from '../../../print-files/print-file';
import { masterSizeFor } from '../../../print-files/print-master-size';
import type { PrintMasterFor, PrintSource } from '../../../print-files/print-masters';
import { findPrintArea, type PrintArea } from './print-areas';
import { readStoredBytes as read } from './stored-bytes';

/**
 * What a job's print files are made from: the artwork's media key and where its face is. The
 * files themselves are made when an order needs them — a 24″ x 36″ canvas takes seconds and
 * tens of MB of pixels, which a shopper waiting for mock-ups should not pay for.
 */
const sourceSchema = artworkFactsSchema.extend({
  artworkKey: z.string(),
  /** Absent for jobs kept before print masters: they are enlarged. */
  paintedBy: z.string().optional(),
});

const sourceKey = (jobId: string) => `print-files/${jobId}/source.json`;
/** Product ids are `<job id>-<product>` (see product-plan.ts). */
const PRODUCT_ID = /^(.+)-(canvas|tshirt|mug-white|mug-black)$/;

export interface PrintFileStore {
  /** Remembers what the job's print files will be made from. */
  keep(jobId: string, artworkKey: string, artwork: Artwork, paintedBy: string): Promise<void>;
  /** The print file of each line of a made product, made now if it is not yet: their keys. */
  ensure(request: PartnerOrderRequest): Promise<string[]>;
  /** One line's print file, made now if it is not yet; null for a line without one. */
  read(line: PartnerOrderLine): Promise<Buffer | null>;
  /** Forgets what a job nobody ordered would have been printed from. */
  forget(jobId: string): Promise<void>;
}

/**
 * `masterFor` gives the picture each file is cut from (print-masters.ts); without it, files are
 * cut from the artwork and enlarged by Lanczos.
 */
export function createPrintFileStore(
  media: MediaStore,
  masterFor: PrintMasterFor = async ({ artwork }) => artwork,
): PrintFileStore {
  async function readSource(jobId: string): Promise<PrintSource | undefined> {
    const stored = await read(media, sourceKey(jobId));
    // A job made before print files were kept: the partner prints from the product alone.
    if (!stored) return undefined;
    const source = sourceSchema.parse(JSON.parse(stored.toString('utf8')));
    const image = await read(media, source.artworkKey);
    if (!image) throw new Error(`The artwork of job ${jobId} is missing`);
    const { artworkKey: _key, paintedBy, ...kept } = source;
    return { jobId, artwork: { ...kept, image }, ...(paintedBy && { paintedBy }) };
  }

  /**
   * The print files of one job's areas, made now where they are not yet, the one needing the
   * largest master first: an enlarged master (minutes for a hosted engine's) then serves the
   * smaller files of the design too (print-masters.ts).
   */
  async function ensureJob(jobId: string, areas: PrintArea[]): Promise<(string | undefined)[]> {
    const keys = areas.map((area) => `print-files/${jobId}/${area.name}.jpg`);
    const missing: { area: PrintArea; key: string }[] = [];
    for (const [i, area] of areas.entries()) {
      const key = keys[i] as string;
      if (!(await media.has(key)) && !missing.some((file) => file.key === key)) {
        missing.push({ area, key });
      }
    }
    if (missing.length === 0) return keys;
    const source = await readSource(jobId);
    if (!source) return areas.map(() => undefined);
    const masterWidth = (area: PrintArea) => masterSizeFor(source.artwork, area).width;
    missing.sort((a, b) => masterWidth(b.area) - masterWidth(a.area));
    // One at a time: each holds a print-size image while it is encoded.
    for (const { area, key } of missing) {
      const master = await masterFor(source, area);
      await media.put(key, await renderPrintFile(master, area), 'image/jpeg');
    }
    return keys;
  }

  /** The print area of each line of a made product, by the job it was made from. */
  function areasByJob(lines: readonly PartnerOrderLine[]) {
    const jobs = new Map<string, { area: PrintArea; line: number }[]>();
    for (const [index, line] of lines.entries()) {
      const jobId = line.productId?.match(PRODUCT_ID)?.[1];
      if (!jobId) continue;
      const area = findPrintArea(line.blueprintId, line.variantId);
      if (!area) {
        throw new Error(
          `No print area for variant ${line.variantId} of blueprint ${line.blueprintId}`,
        );
      }
      jobs.set(jobId, [...(jobs.get(jobId) ?? []), { area, line: index }]);
    }
    return jobs;
  }

  /** Each line's print file key, in the lines' order; undefined for a line without one. */
  async function ensureLines(lines: readonly PartnerOrderLine[]) {
    const keys: (string | undefined)[] = lines.map(() => undefined);
    for (const [jobId, wanted] of areasByJob(lines)) {
      const made = await ensureJob(
        jobId,
        wanted.map(({ area }) => area),
      );
      for (const [i, { line }] of wanted.entries()) keys[line] = made[i];
    }
    return keys;
  }

  return {
    async keep(jobId, artworkKey, artwork, paintedBy) {
      const source = {
        artworkKey,
        paintedBy,
        contentType: artwork.contentType,
        width: artwork.width,
        height: artwork.height,
        ...(artwork.subject ? { subject: artwork.subject } : {}),
      };
      await media.put(sourceKey(jobId), Buffer.from(JSON.stringify(source)), 'application/json');
    },
    forget: (jobId) => media.delete(sourceKey(jobId)),
    async ensure(request) {
      return (await ensureLines(request.lines)).filter((key) => key !== undefined);
    },
    async read(line) {
      const [key] = await ensureLines([line]);
      return key ? read(media, key) : null;
    },
  };
}
