import { normalisedFixture, PORTRAIT_FIXTURES } from '@masterpiece-me/test-photos';
import type { PersonFinder } from '@masterpiece-me/vision';
import { createPersonFinder } from '@masterpiece-me/vision';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinDepth } from './chin';
import { headGeometry, type PlacedFace } from './head';
import { PAINT_HEIGHT, PAINT_WIDTH } from './layout';
import { preparePortrait } from './portrait';
import { createPlane, createRaster } from './raster';

/** A level face 160 px wide: eyes at y 250, mouth at 320 (eyes to mouth 70), box to y 370. */
const FACE: PlacedFace = {
  box: { x: 220, y: 190, width: 160, height: 180 },
  features: {
    leftEye: { x: 340, y: 250 },
    rightEye: { x: 260, y: 250 },
    nose: { x: 300, y: 292 },
    mouth: { x: 300, y: 320 },
  },
};
const AXIS = { eyes: { x: 300, y: 250 }, down: { x: 0, y: 1 }, faceWidth: 160 };

/** Lit skin down to `edge`, then the shadow under the chin; the person everywhere. */
function photoWithEdgeAt(edge: number) {
  const photo = createRaster(600, 600);
  for (let p = 0; p < 600 * 600; p++) {
    const light = Math.floor(p / 600) < edge ? 190 : 70;
    photo.data.set([light, light * 0.8, light * 0.7], p * 3);
  }
  return photo;
}

describe('the chin found in the photo', () => {
  const person = createPlane(600, 600, 1);

  it("lies on the chin's edge when the face finder's box ends above it", () => {
    expect(Math.abs(chinDepth(photoWithEdgeAt(382), person, FACE, AXIS) - 132)).toBeLessThan(2);
  });

  it("takes no edge for the chin that lies past the face's proportions (a collar far below)", () => {
    // Mouth + 1.2 eyes-to-mouth: no chin is that long; the box's bottom stands.
    expect(chinDepth(photoWithEdgeAt(404), person, FACE, AXIS)).toBe(120);
  });

  it('takes no edge below where the person ends', () => {
    const mask = createPlane(600, 600, 1);
    mask.data.fill(0, 372 * 600);
    expect(chinDepth(photoWithEdgeAt(380), mask, FACE, AXIS)).toBe(120);
  });
});

/**
 * The fixtures' chins, measured by eye on 4x crops of each framed portrait (616 by 768, as the
 * engine paints): the y of the chin's lower edge under the mouth, where the lit chin meets its
 * shadow or the neck. Reading them is good to about 2 px.
 */
const MEASURED_CHIN_Y: Record<(typeof PORTRAIT_FIXTURES)[number], number> = {
  'single_astronaut_eileen_collins_512x512.png': 378,
  'single_grace_hopper_512x512.jpg': 367,
  'single_woman_smiling_698x790.png': 379,
  'single_woman_face_paint_860x1198.png': 371,
  'single_woman_over_shoulder_426x636.png': 376,
  'single_photographer_profile_gray_512x512.png': 371,
};
/**
 * Within 5 px (0.03 of the face's width) the head's cut, soft over 0.1 of the face's width,
 * still falls on the jaw's own edge: no strip of the photo's neck is kept below it and none of
 * the chin is lost [the mouth-based estimate: 24 px above on Eileen Collins, 11 on the smiling
 * woman, 5.3 below on the painted face].
 */
const TOLERANCE = 5;

describe('the chin on the fixture portraits', () => {
  let finder: PersonFinder;
  beforeAll(async () => {
    finder = await createPersonFinder();
  });

  it.each(PORTRAIT_FIXTURES)('lies on the real chin on %s', async (name) => {
    const portrait = await preparePortrait(
      await normalisedFixture(name),
      finder,
      PAINT_WIDTH,
      PAINT_HEIGHT,
    );
    const { chin } = headGeometry(portrait.placed, portrait.mask, portrait.photo);
    expect(Math.abs(chin.y - MEASURED_CHIN_Y[name])).toBeLessThanOrEqual(TOLERANCE);
  });
});
