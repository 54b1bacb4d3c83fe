import type { ArtDirection, ArtEngine, ArtRequest, Artwork } from '../../../ports/art-engine';
import { locateFace } from './face';
import { mix } from './ops/mix';
import { enlargeRaster } from './ops/resample';
import { preparePhoto } from './prepare';
import { cloneRaster, type Raster, rasterToSharp } from './raster';
import { type Scene, sceneFor } from './recipe';
import { RECIPES } from './registry';
import { type StyleShare, styleMixForPrompt } from './style-mix';

/** Every artwork is a 4:5 portrait this size: over 1536 px tall, as print partners ask. */
export const ARTWORK_WIDTH = 1232;
export const ARTWORK_HEIGHT = 1536;
/**
 * Styles paint at half size and are enlarged before their frame and textures go on: paint
 * strokes are broad anyway, and it keeps a render well under a second on two cores.
 */
const PAINT_WIDTH = ARTWORK_WIDTH / 2;
const PAINT_HEIGHT = ARTWORK_HEIGHT / 2;
const JPEG_QUALITY = 90;

function sharesFor(direction: ArtDirection): StyleShare[] {
  return direction.kind === 'style'
    ? [{ styleId: direction.styleId, weight: 1 }]
    : styleMixForPrompt(direction.prompt);
}

/** Paints the photo in each style of the mix and blends the results by weight. */
async function paintMix(photo: Raster, scene: Scene, shares: StyleShare[]): Promise<Raster> {
  let blended: Raster | undefined;
  let weightSoFar = 0;
  for (const { styleId, weight } of shares) {
    const source = shares.length > 1 ? cloneRaster(photo) : photo;
    const painted = await RECIPES[styleId].paint(source, scene);
    weightSoFar += weight;
    blended = blended ? mix(blended, painted, weight / weightSoFar) : painted;
  }
  if (!blended) throw new Error('A style mix needs at least one style');
  return blended;
}

async function render(request: ArtRequest): Promise<Artwork> {
  const shares = sharesFor(request.direction);
  const [lead] = shares;
  if (!lead) throw new Error('A style mix needs at least one style');
  const photo = await preparePhoto(request.photo, PAINT_WIDTH, PAINT_HEIGHT);
  const face = locateFace(photo);
  const painted = await paintMix(photo, sceneFor(PAINT_WIDTH, PAINT_HEIGHT, face), shares);
  const picture = await enlargeRaster(painted, ARTWORK_WIDTH, ARTWORK_HEIGHT);
  const scene = sceneFor(ARTWORK_WIDTH, ARTWORK_HEIGHT, face);
  const artwork = await RECIPES[lead.styleId].dress(picture, scene);
  const image = await rasterToSharp(artwork).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  return { image, contentType: 'image/jpeg', width: ARTWORK_WIDTH, height: ARTWORK_HEIGHT };
}

/**
 * The local art engine: each style is a recipe of real image operations run on this machine
 * (sharp plus a few pixel loops). The gender is not used: the recipes keep the person as they are.
 */
export function createLocalArtEngine(): ArtEngine {
  return { name: 'local', render };
}
