import type { ArtPlan } from './art-plan';
import { bodyTilt, profileRoll } from './body-tilt';
import { costumeLight } from './costume-render';
import type { CostumeLayers, HeadGeometry, SkinTone } from './costumes/costume';
import { drawCostume } from './costumes/registry';
import { headGeometry } from './head';
import { faceTurn, headOverBody } from './head-mask';
import { bareHead } from './headwear';
import { layoutFor } from './layout';
import { readPhotoNeck } from './photo-neck';
import type { Portrait } from './portrait';
import type { Plane, Raster } from './raster';
import { sampleSkin } from './skin';
import { type SkinLighting, skinLighting } from './skin-light';
import type { Gender } from './vocabulary';

/** A portrait with its costume drawn for it, and what laying its head on the costume needs. */
export interface Dressed {
  /** The photo and mask without what the headwear replaces. */
  readonly bare: { photo: Raster; mask: Plane };
  readonly skin: SkinTone;
  readonly head: HeadGeometry;
  /** The head where the body is: behind a turned face (see `headOverBody`). */
  readonly body: HeadGeometry;
  readonly turn: number;
  readonly lighting: SkinLighting;
  readonly costume: CostumeLayers;
}

/**
 * The costume of `plan` drawn for the portrait's head and body, `width × height` being the
 * picture's size: the head's size, tilt and turn from the face (a profile's tilt from the pose),
 * the shoulders from the pose.
 */
export function dressPortrait(
  portrait: Portrait,
  plan: ArtPlan,
  gender: Gender,
  width: number,
  height: number,
): Dressed {
  const roll = profileRoll(headGeometry(portrait.placed, portrait.mask), portrait.body);
  const asFound = headGeometry(portrait.placed, portrait.mask, portrait.photo, roll);
  const skin = sampleSkin(portrait.photo, asFound, portrait.placed.features);
  const bare = bareHead(portrait.photo, portrait.mask, asFound, portrait.placed.features);
  const head =
    bare.mask === portrait.mask
      ? asFound
      : headGeometry(portrait.placed, bare.mask, portrait.photo, roll);
  const place = layoutFor(width, height, portrait.face).face;
  const turn = faceTurn(head, portrait.placed.features);
  const neck = readPhotoNeck(bare.photo, bare.mask, head, skin, turn);
  const lighting = skinLighting(
    skin,
    plan.scene.light,
    place,
    head.chin,
    head.faceHeight,
    neck.tone,
  );
  const body = headOverBody(head, turn);
  const costume = drawCostume(plan.costume, {
    head: body,
    turn,
    lean: bodyTilt(body, turn, portrait.body),
    neckHalf: neck.half,
    gender,
    light: costumeLight(plan.scene.light),
    skin: lighting.neck,
  });
  return { bare, skin, head, body, turn, lighting, costume };
}
