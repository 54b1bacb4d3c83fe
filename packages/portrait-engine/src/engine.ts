import type { PersonFinder } from '@masterpiece-me/vision';
import { dressArtwork } from './dress-artwork';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH } from './layout';
import {
  finishArtwork,
  type PaintedArtwork,
  paintDressed,
  type RenderStage,
} from './paint-and-finish';
import type { ArtRequest, Artwork } from './vocabulary';

export { ARTWORK_HEIGHT, ARTWORK_WIDTH, dressArtwork };

export interface LocalArtEngineDeps {
  readonly personFinder: PersonFinder;
}

/**
 * Renders one artwork as a portrait painter would: the shopper's head, kept from the photo and
 * cut under the jaw, is laid on a costume drawn for it in the style's scene and light, then
 * the whole picture is painted in one pass, edge to edge.
 */
export async function renderArtwork(
  request: ArtRequest,
  personFinder: PersonFinder,
  onStage: (stage: RenderStage) => void = () => {},
): Promise<Artwork> {
  const painted = await paintArtwork(request, personFinder, onStage);
  return finishArtwork(painted, request.direction, onStage);
}

/** renderArtwork up to the painting, at painting size. */
export async function paintArtwork(
  request: ArtRequest,
  personFinder: PersonFinder,
  onStage: (stage: RenderStage) => void = () => {},
): Promise<PaintedArtwork> {
  return paintDressed(await dressArtwork(request, personFinder, onStage), request, onStage);
}

/**
 * The local art engine: each style dresses the person's head in a costume of its own, in a
 * scene of its own, and paints the whole with image operations run on this machine (sharp,
 * resvg and pixel loops). The gender changes the costume's cut.
 */
export function createLocalArtEngine(deps: LocalArtEngineDeps): {
  readonly name: 'local';
  render(request: ArtRequest): Promise<Artwork>;
} {
  return { name: 'local', render: (request) => renderArtwork(request, deps.personFinder) };
}
