import type { ArtDirection, ArtEngine, ArtRequest, Artwork } from '../../../ports/art-engine';
import type { PersonFinder } from '../../../vision/person';
import { placePerson } from './composite';
import { mix, screenMix } from './ops/mix';
import { enlargeRaster } from './ops/resample';
import { type PortraitStage, preparePortrait } from './portrait';
import { cloneRaster, type Raster, rasterToSharp } from './raster';
import { type Layout, layoutFor } from './recipe';
import { RECIPES } from './registry';
import { litScene } from './scenes/scene';
import { type StyleShare, styleMixForPrompt } from './style-mix';

/** Every artwork is a 4:5 portrait this size: over 1536 px tall, as print partners ask. */
export const ARTWORK_WIDTH = 1232;
export const ARTWORK_HEIGHT = 1536;
/**
 * Styles paint at half size and are enlarged before their frame and textures go on: paint
 * strokes are broad anyway, and it keeps a render well under a second on two cores.
 */
export const PAINT_WIDTH = ARTWORK_WIDTH / 2;
export const PAINT_HEIGHT = ARTWORK_HEIGHT / 2;
const JPEG_QUALITY = 90;

/** The steps of a render, reported as each one ends (see measure-render.ts). */
export type RenderStage = PortraitStage | 'scene' | 'composite' | 'painting' | 'dress';

export interface LocalArtEngineDeps {
  readonly personFinder: PersonFinder;
}

function sharesFor(direction: ArtDirection): StyleShare[] {
  return direction.kind === 'style'
    ? [{ styleId: direction.styleId, weight: 1 }]
    : styleMixForPrompt(direction.prompt);
}

/**
 * The scene for a mix: the leading style's, with the other styles' scenes screened onto it by
 * their shares, so their lights (stars, neon, a sunrise) show through its darks.
 */
async function mixScene(layout: Layout, shares: StyleShare[]): Promise<Raster> {
  const [lead, ...others] = shares;
  if (!lead) throw new Error('A style mix needs at least one style');
  const scene = await litScene(RECIPES[lead.styleId].scene, layout);
  for (const { styleId, weight } of others) {
    screenMix(scene, await litScene(RECIPES[styleId].scene, layout), weight);
  }
  return scene;
}

/** Paints the picture with each treatment of the mix and blends the results by weight. */
async function paintMix(picture: Raster, layout: Layout, shares: StyleShare[]): Promise<Raster> {
  let blended: Raster | undefined;
  let weightSoFar = 0;
  for (const { styleId, weight } of shares) {
    const source = shares.length > 1 ? cloneRaster(picture) : picture;
    const painted = await RECIPES[styleId].paint(source, layout);
    weightSoFar += weight;
    blended = blended ? mix(blended, painted, weight / weightSoFar) : painted;
  }
  if (!blended) throw new Error('A style mix needs at least one style');
  return blended;
}

/**
 * Renders one artwork: the person is cut out of the photo and put into the mix's scene and
 * light (the leading style's), then person and scene are painted together by the mix's
 * treatments and framed by the leading style.
 */
export async function renderArtwork(
  request: ArtRequest,
  personFinder: PersonFinder,
  onStage: (stage: RenderStage) => void = () => {},
): Promise<Artwork> {
  const shares = sharesFor(request.direction);
  const [lead] = shares;
  if (!lead) throw new Error('A style mix needs at least one style');
  const recipe = RECIPES[lead.styleId];
  const portrait = await preparePortrait(
    request.photo,
    personFinder,
    PAINT_WIDTH,
    PAINT_HEIGHT,
    onStage,
  );
  const layout = layoutFor(PAINT_WIDTH, PAINT_HEIGHT, portrait.face);
  const scene = await mixScene(layout, shares);
  onStage('scene');
  const picture = await placePerson(scene, portrait, layout, recipe.scene.light);
  onStage('composite');
  const painted = await paintMix(picture, layout, shares);
  onStage('painting');
  const enlarged = await enlargeRaster(painted, ARTWORK_WIDTH, ARTWORK_HEIGHT);
  const artwork = await recipe.dress(
    enlarged,
    layoutFor(ARTWORK_WIDTH, ARTWORK_HEIGHT, portrait.face),
  );
  const image = await rasterToSharp(artwork).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  onStage('dress');
  return { image, contentType: 'image/jpeg', width: ARTWORK_WIDTH, height: ARTWORK_HEIGHT };
}

/**
 * The local art engine: each style puts the person into a scene of its own and paints the
 * whole with real image operations run on this machine (sharp plus a few pixel loops). The
 * gender is not used: the recipes keep the person as they are.
 */
export function createLocalArtEngine(deps: LocalArtEngineDeps): ArtEngine {
  return { name: 'local', render: (request) => renderArtwork(request, deps.personFinder) };
}
