import type { PersonFinder } from '@masterpiece-me/vision';
import { type ArtPlan, planFor } from './art-plan';
import { placeHead } from './composite';
import { drawLayers } from './costume-render';
import type { HeadGeometry } from './costumes/costume';
import { featureDetail } from './detail';
import { type Dressed, dressPortrait } from './dress';
import { hairFall } from './hair-fall';
import type { PlacedFace } from './head';
import { featheredCut, keepHead, overNeck } from './head-mask';
import { keepSkinUnderJaw } from './jaw-skin';
import { type Box, type Layout, layoutFor, PAINT_HEIGHT, PAINT_WIDTH } from './layout';
import type { DressedArtwork, RenderStage } from './paint-and-finish';
import { fitPersonToPhoto } from './person-edge';
import type { Portrait } from './portrait';
import { portraitFor } from './portrait-cache';
import { type Plane, type Raster, unitePlanes } from './raster';
import { litScene } from './scenes/scene';
import { softenEars } from './soft-ears';
import { strokedEdge } from './stroked-edge';
import type { ArtRequest, Artwork } from './vocabulary';

const EDGE_SEED = 0xed9e;

/*
 * Dressing a portrait goes in stages, each adding to what the one before knew: the sitter read
 * from the photo and the costume cut for them, then the head and hair cut from the photo, then
 * where everything sits in the picture, then the picture itself.
 */

/** The sitter as the photo shows them, the plan of the picture, and the costume drawn for them. */
interface Sitter {
  readonly plan: ArtPlan;
  readonly portrait: Portrait;
  readonly figure: Dressed;
}

/** …and what of the photo is kept: the head (cut under the jaw) and the hair falling past it. */
interface CutSitter extends Sitter {
  readonly headMask: Plane;
  readonly fallingHair: Plane;
}

/** …and where the picture's parts sit, with the face's detail to keep. */
interface LaidOut extends CutSitter {
  readonly layout: Layout;
}

async function readSitter(
  request: ArtRequest,
  personFinder: PersonFinder,
  onStage: (stage: RenderStage) => void,
): Promise<Sitter> {
  const plan = planFor(request.direction, request.look);
  const portrait = await portraitFor(request, personFinder, PAINT_WIDTH, PAINT_HEIGHT, onStage);
  const figure = dressPortrait(portrait, plan, request.gender, PAINT_WIDTH, PAINT_HEIGHT);
  return { plan, portrait, figure };
}

async function cutFromPhoto(sitter: Sitter): Promise<CutSitter> {
  const { plan, portrait } = sitter;
  const { bare, skin, head, body, turn, costume } = sitter.figure;
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
  return { ...sitter, headMask, fallingHair };
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

function layOut(sitter: CutSitter): LaidOut {
  const { portrait, figure } = sitter;
  const focus = faceBox(figure.head);
  const layout: Layout = {
    ...layoutFor(PAINT_WIDTH, PAINT_HEIGHT, portrait.face),
    focus,
    detail: featureDetail(focus, portrait.placed.features, figure.head.faceWidth),
  };
  return { ...sitter, layout };
}

/** The costume's layers round the kept head and hair, on the lit scene. */
async function layerPicture(scene: Raster, laid: LaidOut): Promise<Raster> {
  const { plan, figure, headMask, fallingHair, layout } = laid;
  const { bare, head, lighting, costume } = figure;
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
  return drawLayers(withHair, costume.headwear);
}

/** The face's box as shares of the picture, kept inside it: where products must not cut. */
function subjectOf(box: PlacedFace['box'], width: number, height: number): Artwork['subject'] {
  const left = Math.max(0, box.x / width);
  const top = Math.max(0, box.y / height);
  const right = Math.min(1, (box.x + box.width) / width);
  const bottom = Math.min(1, (box.y + box.height) / height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The picture dressed and lit, before its painting: every step that needs the finder's models. */
export async function dressArtwork(
  request: ArtRequest,
  personFinder: PersonFinder,
  onStage: (stage: RenderStage) => void = () => {},
): Promise<DressedArtwork> {
  const laid = layOut(await cutFromPhoto(await readSitter(request, personFinder, onStage)));
  onStage('head');
  const scene = await litScene(laid.plan.scene, laid.layout);
  onStage('scene');
  const dressed = await layerPicture(scene, laid);
  onStage('costume');
  const { portrait, headMask, fallingHair, layout } = laid;
  return {
    dressed,
    layout,
    face: portrait.face,
    subject: subjectOf(portrait.placed.box, PAINT_WIDTH, PAINT_HEIGHT),
    photo: { shown: unitePlanes(headMask, fallingHair), crop: portrait.crop },
  };
}
