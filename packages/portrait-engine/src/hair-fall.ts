import type { HeadGeometry } from './costumes/costume';
import { lockEnds } from './hair-ends';
import { fineDetail, type HairModel, hairAt, labAt, likeHair } from './hair-model';
import { roundHairSides } from './hair-sides';
import { NECK_BEHIND_TURNED, smooth } from './head-shape';
import { blurPlane } from './ops/blur';
import { createPlane, type Plane, type Raster } from './raster';

/*
 * The head is cut just under the jaw, so long hair ended there and a woman with hair to her
 * shoulders read as having a bob. Beside the neck and down to the shoulders, the photo is kept
 * where the person is and the pixel looks like the hair at the temples, and only where that
 * hair runs down unbroken from beside the face: a shirt or collar of the hair's colour that
 * does not touch it stays out. The neck's column under the chin is never kept.
 */

/**
 * The hair's fall starts at the face's middle and reaches at most this many face widths under
 * the chin: hair to the chest, as far as a costume's shoulders and collar show it. Within it
 * the hair ends where the photo's does, in locks (see lockEnds).
 */
const FALL_BELOW_CHIN = 1.6;
/**
 * Where the photo ends above that, its last row is stretched down the picture: that carries
 * hair cut by the photo's frame on this many face widths, as hair goes on past a frame, and
 * no further.
 */
const PAST_PHOTO = 0.4;
/** Nothing within this many face widths either side of the chin: the neck and what is under it. */
const NECK_HALF_WIDTH = 0.4;
const NECK_FADE = 0.12;
/** At most this many face widths across, where the shoulders end. */
const FALL_HALF_WIDTH = 1.3;
/** Mean chroma of the person under which the photo counts as black and white. */
const GREY_CHROMA = 3;
/** Mask eroded as for the head (see keepHead), so no background rims the strands. */
const ERODE_SHARE = 0.045;
const ERODE_FLOOR = 0.55;
/** A face turned this far (see faceTurn) has no hair to sample before it. */
const TURNED = 0.5;
/** Above this many face widths over the chin the head's cut keeps the hair: strands start there. */
const STRANDS_START = 0.15;
/**
 * The likeness is softened over this share of the face width, so single pixels do not speckle
 * the strands, and counts fully from 1 / FULL_FROM up: the strands' own shading stays whole.
 */
const SOFTEN = 0.015;
const FULL_FROM = 1.6;
/**
 * Less hair than this many face widths squared hanging lower than BELOW_JAW under the chin, onto
 * the costume, is not long hair: none is kept. The short-haired astronauts hang 0.02 to 0.07
 * there (strays by the ears, and the dark backdrop behind them, which hung as strings over the
 * collar), long hair 0.5 to 0.95.
 */
const LEAST_FALL = 0.1;
const BELOW_JAW = 0.2;
/** How far a strand may drift sideways from one row to the next (pixels). */
const DRIFT = 2;
const LOCKS_SEED = 0x10c5;

/**
 * Whether the person shows colour at all: in a black-and-white photo a dark coat and dark hair
 * differ in nothing the rule can see, so no hair is kept there beyond the head's cut.
 */
function inColour(photo: Raster, person: Plane): boolean {
  let sum = 0;
  let weight = 0;
  for (let p = 0; p < person.data.length; p += 7) {
    const m = person.data[p] ?? 0;
    if (m < 0.5) continue;
    const [, a, b] = labAt(photo, p);
    sum += Math.hypot(a, b);
    weight++;
  }
  return weight > 0 && sum / weight >= GREY_CHROMA;
}

/** How much hair hangs lower than BELOW_JAW under the chin, between rows y0 and y1. */
function fallOntoCostume(hair: Plane, head: HeadGeometry, y0: number, y1: number): number {
  const { faceCenter, faceWidth, chin, tilt } = head;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const from =
    (chin.x - faceCenter.x) * -sin + (chin.y - faceCenter.y) * cos + faceWidth * BELOW_JAW;
  let sum = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = 0, p = y * hair.width; x < hair.width; x++, p++) {
      if (-(x - faceCenter.x) * sin + (y - faceCenter.y) * cos > from) sum += hair.data[p] ?? 0;
    }
  }
  return sum;
}

/**
 * The shopper's hair falling beside the neck onto the shoulders, as a mask to lay over the
 * costume: the person, where it looks like the hair at the temples and hangs down unbroken from
 * beside the face, outside the neck's column, ending where the photo's hair ends, in locks.
 * Empty for short hair, and for a head with no hair at the temples. Outside `photoArea` the
 * photo's edge rows and columns are stretched (see PAST_PHOTO, roundHairSides).
 */
export async function hairFall(
  photo: Raster,
  person: Plane,
  head: HeadGeometry,
  turn = 0,
  photoArea = { left: 0, top: 0, width: photo.width, height: photo.height },
): Promise<Plane> {
  const photoBottom = photoArea.top + photoArea.height;
  const { width, height, faceCenter, faceWidth, chin, tilt } = head;
  const plane = createPlane(width, height);
  const texture = await fineDetail(photo, faceWidth);
  // Before a face turned aside lies the cheek or what it holds, not hair.
  const models = [-1, 1]
    .filter((side) => side * turn <= TURNED)
    .map((side) => hairAt(photo, person, texture, head, side))
    .filter((model): model is HairModel => model !== undefined);
  if (models.length === 0 || !inColour(photo, person)) return plane;
  const spread = await blurPlane(person, faceWidth * ERODE_SHARE);
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const chinDepth = (chin.x - faceCenter.x) * -sin + (chin.y - faceCenter.y) * cos;
  const end = chinDepth + faceWidth * FALL_BELOW_CHIN;
  const reach = faceWidth * (FALL_HALF_WIDTH + 0.1) + Math.abs(end * sin);
  const x0 = Math.max(0, Math.floor(faceCenter.x - reach));
  const x1 = Math.min(width, Math.ceil(faceCenter.x + reach));
  const y0 = Math.max(0, Math.floor(faceCenter.y));
  const y1 = Math.min(
    height,
    photoBottom + Math.round(faceWidth * PAST_PHOTO),
    Math.ceil(faceCenter.y + end + reach * Math.abs(sin)),
  );
  const hair = plane.data;
  for (let y = y0; y < y1; y++) {
    for (let x = x0, p = y * width + x0; x < x1; x++, p++) {
      const dx = x - faceCenter.x;
      const dy = y - faceCenter.y;
      const across = dx * cos + dy * sin;
      const u = Math.abs(across);
      const v = -dx * sin + dy * cos;
      // A turned face's neck lies behind its middle, and what it holds before it is no hair.
      const neck = Math.abs(across + turn * NECK_BEHIND_TURNED * faceWidth);
      const before = across * turn > 0 ? Math.abs(turn) : 0;
      const region =
        (1 - before) *
        smooth((neck / faceWidth - NECK_HALF_WIDTH) / NECK_FADE) *
        smooth((FALL_HALF_WIDTH - u / faceWidth) / NECK_FADE) *
        (v >= 0 && v < end ? 1 : 0);
      if (region <= 0) continue;
      const eroded = smooth(((spread.data[p] ?? 0) - ERODE_FLOOR) / (1 - ERODE_FLOOR));
      if (eroded <= 0) continue;
      const lab = labAt(photo, p);
      const detail = texture.data[p] ?? 0;
      const like = Math.max(...models.map((model) => likeHair(lab, detail, model)));
      hair[p] = region * eroded * like;
    }
  }
  const soft = await blurPlane(plane, Math.max(1, faceWidth * SOFTEN));
  // Down the rows, a pixel is hair only as far as the hair just above it is: strands hang
  // from the hair beside the face, and a patch of the hair's colour lower down is not hair.
  const out = createPlane(width, height);
  const kept = out.data;
  for (let y = y0; y < y1; y++) {
    for (let x = x0, p = y * width + x0; x < x1; x++, p++) {
      const here = Math.min(1, (soft.data[p] ?? 0) * FULL_FROM);
      const dx = x - faceCenter.x;
      const dy = y - faceCenter.y;
      if (-dx * sin + dy * cos < chinDepth - faceWidth * STRANDS_START || y === y0) {
        kept[p] = here;
        continue;
      }
      let above = 0;
      for (let d = -DRIFT; d <= DRIFT; d++) {
        const q = p - width + d;
        if (x + d >= x0 && x + d < x1) above = Math.max(above, kept[q] ?? 0);
      }
      kept[p] = Math.min(here, above);
    }
  }
  if (fallOntoCostume(out, head, y0, y1) < faceWidth * faceWidth * LEAST_FALL) {
    return createPlane(width, height);
  }
  const rounded = roundHairSides(out, head, {
    neckHalf: NECK_HALF_WIDTH * faceWidth,
    neckAt: -turn * NECK_BEHIND_TURNED * faceWidth,
    // The picture's own edge crops the hair as a painting's does: only a frame inside it cuts.
    left: photoArea.left > 0 ? photoArea.left : Number.NEGATIVE_INFINITY,
    right:
      photoArea.left + photoArea.width < width
        ? photoArea.left + photoArea.width
        : Number.POSITIVE_INFINITY,
    fall: FALL_BELOW_CHIN * faceWidth,
  });
  return lockEnds(rounded, head, LOCKS_SEED);
}
