import type { PickedVariation, VariationsResponse } from '../../shared/api/variations';
import { priceProducts } from '../../shared/catalogue/price-products';
import { jobArtwork } from '../artworks/job-artwork';
import { designIdOf, variationMediaName } from '../artworks/variation-design';
import type { JobVariationsRepository } from '../db/job-variations-repository';
import type { JobRow } from '../db/jobs-repository';
import type { MediaStore } from '../ports/media-store';
import type { PrintPartner } from '../ports/print-partner';
import { readMedia } from './read-media';

/**
 * How long after its first variation a job's others are still awaited: the painter takes a few
 * seconds, longer behind other shoppers' first variations. Past it, a missing one is not coming
 * (the process that painted it stopped), and the shopper picks from those there are.
 */
export const VARIATIONS_AWAITED_MS = 3 * 60_000;

export interface PickVariationDeps {
  variations: JobVariationsRepository;
  media: MediaStore;
  printPartner: PrintPartner;
  /** `ArtEngine.name`: the print partner keeps which engine painted what it prints. */
  paintedBy: string;
}

/** The variations of a job painted so far, as GET /api/jobs/{id}/variations answers. */
export async function listVariations(
  deps: Pick<PickVariationDeps, 'variations' | 'media'> & { expected: number },
  job: JobRow,
  now: Date,
): Promise<VariationsResponse> {
  const rows = await deps.variations.list(job.id);
  const variations = rows.map((row) => ({
    variation: row.variation,
    artwork_url: deps.media.url(row.previewKey),
  }));
  // A job finished before variations has its one artwork only.
  const legacy = rows.length === 0 ? jobArtwork(job)?.previewUrl : undefined;
  if (legacy)
    return { expected: 1, painting: false, variations: [{ variation: 0, artwork_url: legacy }] };
  const since = now.getTime() - new Date(job.updated_at).getTime();
  const awaited =
    job.status === 'queued' || job.status === 'processing' || since < VARIATIONS_AWAITED_MS;
  return {
    expected: deps.expected,
    painting: job.status !== 'failed' && rows.length < deps.expected && awaited,
    variations,
  };
}

const making = new Map<string, Promise<PickedVariation>>();

/**
 * The products of one variation, made from it on its first pick and kept: later picks, the
 * cart and the checkout read the kept ones. Two picks at once make them once.
 */
export async function pickVariation(
  deps: PickVariationDeps,
  job: JobRow,
  variation: number,
): Promise<PickedVariation | null> {
  const found = await deps.variations.find(job.id, variation);
  if (!found) return null;
  const artworkUrl = deps.media.url(found.previewKey);
  if (found.products) return { variation, artwork_url: artworkUrl, products: found.products };
  const designId = designIdOf(job.id, variation);
  let made = making.get(designId);
  if (!made) {
    made = (async () => {
      const image = await readMedia(deps.media, found.artworkKey);
      const made = await deps.printPartner.createProducts({
        jobId: designId,
        mediaName: variationMediaName(job.media_name ?? job.id, variation),
        artwork: { ...found.artwork, image },
        artworkUrl,
        artworkKey: found.artworkKey,
        paintedBy: deps.paintedBy,
      });
      const products = priceProducts(made);
      await deps.variations.keepProducts(job.id, variation, products);
      return { variation, artwork_url: artworkUrl, products };
    })().finally(() => making.delete(designId));
    making.set(designId, made);
  }
  return made;
}
