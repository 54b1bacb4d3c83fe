import { planFor } from './art-plan';
import type { Crop } from './framing';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, type FacePlace, type Layout, layoutFor } from './layout';
import { enlargeRaster } from './ops/resample';
import { drawFeatureLines } from './ops/tones';
import type { PortraitStage } from './portrait';
import { type Plane, type Raster, rasterToSharp } from './raster';
import type { ArtDirection, ArtRequest, Artwork } from './vocabulary';

const JPEG_QUALITY = 90;

/** The steps of a render, reported as each one ends (see bench/measure-render.ts). */
export type RenderStage = PortraitStage | 'head' | 'scene' | 'costume' | 'painting' | 'finish';

interface ArtworkFacts {
  readonly face: FacePlace;
  readonly subject: Artwork['subject'];
  /** Where the picture is the shopper's own head and hair, and what of the photo was cut. */
  readonly photo: { readonly shown: Plane; readonly crop: Crop };
}

/** The head laid on its costume in its scene, at painting size, and where the face is. */
export interface DressedArtwork extends ArtworkFacts {
  readonly dressed: Raster;
  readonly layout: Layout;
}

/** A painted picture at painting size, before the enlargement, surface and encoding. */
export interface PaintedArtwork extends ArtworkFacts {
  readonly painted: Raster;
}

/**
 * The dressed picture painted in its style and look, with the lines of the face drawn again
 * over the strokes. It needs no model, so the pool paints on the thread that finishes.
 */
export async function paintDressed(
  { dressed, layout, ...rest }: DressedArtwork,
  { direction, look }: Pick<ArtRequest, 'direction' | 'look'>,
  onStage: (stage: RenderStage) => void = () => {},
): Promise<PaintedArtwork> {
  const plan = planFor(direction, look);
  const painted = await drawFeatureLines(await plan.paint(dressed, layout), layout);
  onStage('painting');
  return { painted, ...rest };
}

/** The painting enlarged to the artwork's size and given its surface: what the shopper sees. */
async function finishPainting(
  { painted, face }: PaintedArtwork,
  direction: ArtDirection,
): Promise<Raster> {
  const enlarged = await enlargeRaster(painted, ARTWORK_WIDTH, ARTWORK_HEIGHT);
  return planFor(direction).finish(enlarged, layoutFor(ARTWORK_WIDTH, ARTWORK_HEIGHT, face));
}

/** renderArtwork's last step, which needs no model: the finished painting, encoded. */
export async function finishArtwork(
  painted: PaintedArtwork,
  direction: ArtDirection,
  onStage: (stage: RenderStage) => void = () => {},
): Promise<Artwork> {
  const finished = await finishPainting(painted, direction);
  const image = await rasterToSharp(finished).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  onStage('finish');
  return {
    image,
    contentType: 'image/jpeg',
    width: ARTWORK_WIDTH,
    height: ARTWORK_HEIGHT,
    subject: painted.subject,
  };
}
