import { z } from 'zod';
import { artworkFactsSchema } from '../../../artworks/artwork-facts';
import type { Artwork } from '../../../ports/art-engine';
import type { MediaStore } from '../../../ports/media-store';
import type { PartnerOrderLine, PartnerOrderRequest } from '../../../ports/print-partner';
import { renderPrintFile } from '../../../print-files/print-file';
import type { PrintMasterFor } from '../../../print-files/print-masters';
import { findPrintArea } from './print-areas';

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

async function read(media: MediaStore, key: string): Promise<Buffer | null> {
  const found = await media.get(key);
  if (!found) return null;
  if (Buffer.isBuffer(found.body)) return found.body;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

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
  async function ensureOne(jobId: string, blueprintId: number, variantId: number) {
    const area = findPrintArea(blueprintId, variantId);
    if (!area)
      throw new Error(`No print area for variant ${variantId} of blueprint ${blueprintId}`);
    const key = `print-files/${jobId}/${area.name}.jpg`;
    if (await media.has(key)) return key;
    const stored = await read(media, sourceKey(jobId));
    // A job made before print files were kept: the partner prints from the product alone.
    if (!stored) return undefined;
    const source = sourceSchema.parse(JSON.parse(stored.toString('utf8')));
    const image = await read(media, source.artworkKey);
    if (!image) throw new Error(`The artwork of job ${jobId} is missing`);
    const { artworkKey: _key, paintedBy, ...kept } = source;
    const artwork = { ...kept, image };
    const master = await masterFor({ jobId, artwork, ...(paintedBy && { paintedBy }) }, area);
    await media.put(key, await renderPrintFile(master, area), 'image/jpeg');
    return key;
  }

  function ensureLine(line: PartnerOrderLine) {
    const jobId = line.productId?.match(PRODUCT_ID)?.[1];
    return jobId ? ensureOne(jobId, line.blueprintId, line.variantId) : Promise.resolve(undefined);
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
      const keys: string[] = [];
      // One at a time: each holds a print-size image while it is encoded.
      for (const line of request.lines) {
        const key = await ensureLine(line);
        if (key) keys.push(key);
      }
      return keys;
    },
    async read(line) {
      const key = await ensureLine(line);
      return key ? read(media, key) : null;
    },
  };
}
