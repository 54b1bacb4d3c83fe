import type { PersonFinder } from '@masterpiece-me/vision';
import type { ArtEngine, ArtRequest, Artwork } from '../../../ports/art-engine';
import { planFor } from './art-plan';
import { placeHead } from './composite';
import { drawLayers } from './costume-render';
import type { HeadGeometry } from './costumes/costume';
import { featureDetail } from './detail';
import { dressPortrait } from './dress';
import { hairFall } from './hair-fall';
import type { PlacedFace } from './head';
import { featheredCut, keepHead, overNeck } from './head-mask';
import { keepSkinUnderJaw } from './jaw-skin';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, type Box, type Layout, layoutFor } from './layout';
import {
  type DressedArtwork,
  finishArtwork,
  type PaintedArtwork,
  paintDressed,
  type RenderStage,
} from './paint-and-finish';
import { fitPersonToPhoto } from './person-edge';
import { portraitFor } from './portrait-cache';
import { unitePlanes } from './raster';
import { litScene } from './scenes/scene';
import { softenEars } from './soft-ears';
import { strokedEdge } from './stroked-edge';

export { ARTWORK_HEIGHT, ARTWORK_WIDTH };
/**
 * Styles paint at half size and are enlarged before their surface texture goes on: paint
 * strokes are broad anyway, and it keeps a render well under a second on two cores.
 */
export const PAINT_WIDTH = ARTWORK_WIDTH / 2;
export const PAINT_HEIGHT = ARTWORK_HEIGHT / 2;
const EDGE_SEED = 0xed9e;

export interface LocalArtEngineDeps {
  readonly personFinder: PersonFinder;
}

/** The face from brow to chin and a margin round it, in whole pixels inside the picture. */
function faceBox(head: HeadGeometry): Box {
  const { faceCenter, faceWidth, faceHeight } = head;
  const left = Math.max(0, Math.floor(faceCenter.x - faceWidth * 0.65));
  const right = Math.min(head.width, Math.ceil(faceCenter.x + faceWidth * 0.65));
  const top = Math.max(0, Math.floor(faceCenter.y - faceHeight * 0.7));
  const bottom = Math.min(head.height, Math.ceil(head.chin.y + faceHeight * 0.12));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** The face's box as shares of the picture, kept inside it: where products must not cut. */
function subjectOf(box: PlacedFace['box'], width: number, height: number): Artwork['subject'] {
  const left = Math.max(0, box.x / width);
  const top = Math.max(0, box.y / height);
  const right = Math.min(1, (box.x + box.width) / width);
  const bottom = Math.min(1, (box.y + box.height) / height);
  return { x: left, y: top, width: right - left, height: bottom - top };
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

/** The picture dressed and lit, before its painting: every step that needs the finder's models. */
export async function dressArtwork(
  request: ArtRequest,
  personFinder: PersonFinder,
  onStage: (stage: RenderStage) => void = () => {},
): Promise<DressedArtwork> {
  const plan = planFor(request.direction, request.look);
  const portrait = await portraitFor(request, personFinder, PAINT_WIDTH, PAINT_HEIGHT, onStage);
  const { bare, skin, head, body, turn, lighting, costume } = dressPortrait(
    portrait,
    plan,
    request.gender,
    PAINT_WIDTH,
    PAINT_HEIGHT,
  );
  // The inked styles keep today's cut: fitted and feathered, it only moved the face detector
  // on photos at its limit (the backlit and the profile power-up) and drew no softer line.
  // Nor do they judge behind a turned face's jaw: on the profile as power-up, the white collar
  // gone, the engine's own likeness test fell from 0.71 to 0.36 (artwork-keeps-the-person).
  const person = plan.inked ? bare.mask : fitPersonToPhoto(bare.mask, bare.photo, head);
  const feathered = plan.inked ? overNeck(body) : featheredCut(body, head);
  const headMask = strokedEdge(
    keepSkinUnderJaw(
      await keepHead(person, head, portrait.placed, costume.hideHeadAbove),
      bare.photo,
      head,
      skin,
      plan.inked ? 0 : turn,
      person,
    ),
    head.faceCenter,
    EDGE_SEED,
    feathered,
  );
  const fallingHair = strokedEdge(
    await hairFall(bare.photo, person, head, turn, portrait.photoArea),
    head.faceCenter,
    EDGE_SEED + 1,
    plan.inked ? undefined : feathered,
  );
  const focus = faceBox(head);
  const layout: Layout = {
    ...layoutFor(PAINT_WIDTH, PAINT_HEIGHT, portrait.face),
    focus,
    detail: featureDetail(focus, portrait.placed.features, head.faceWidth),
  };
  onStage('head');
  const scene = await litScene(plan.scene, layout);
  onStage('scene');
  const behind = await drawLayers(scene, costume.behind);
  const withHead = await softenEars(
    await placeHead(behind, bare.photo, headMask, layout, plan.scene.light, lighting.balance),
    head,
    headMask,
  );
  // Long hair falls over the costume's shoulders and collar, under any headwear. Lit as the
  // head was, with no rim: its edges within the head's hair would show as outlines.
  const withHair = await placeHead(
    await drawLayers(withHead, costume.front),
    bare.photo,
    fallingHair,
    layout,
    { ...plan.scene.light, rimStrength: 0, spill: 0 },
    lighting.balance,
    headMask,
  );
  const dressed = await drawLayers(withHair, costume.headwear);
  onStage('costume');
  return {
    dressed,
    layout,
    face: portrait.face,
    subject: subjectOf(portrait.placed.box, PAINT_WIDTH, PAINT_HEIGHT),
    photo: { shown: unitePlanes(headMask, fallingHair), crop: portrait.crop },
  };
}

/**
 * The local art engine: each style dresses the person's head in a costume of its own, in a
 * scene of its own, and paints the whole with image operations run on this machine (sharp,
 * resvg and pixel loops). The gender changes the costume's cut.
 */
export function createLocalArtEngine(deps: LocalArtEngineDeps): ArtEngine {
  return { name: 'local', render: (request) => renderArtwork(request, deps.personFinder) };
}
