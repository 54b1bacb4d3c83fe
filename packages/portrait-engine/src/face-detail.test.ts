import { turnedFixture } from '@masterpiece-me/test-photos';
import type { PersonFinder } from '@masterpiece-me/vision';
import { createPersonFinder } from '@masterpiece-me/vision';
import { beforeAll, describe, expect, it } from 'vitest';
import { paintArtwork } from './engine';
import { PAINT_HEIGHT, PAINT_WIDTH } from './layout';
import { type Portrait, preparePortrait } from './portrait';
import { featureContrast } from './testing/feature-contrast';
import type { StyleId } from './vocabulary';

/*
 * The oil styles keep the lines that make a face recognisable: with the real person finder, the
 * painted face holds at least LEAST_SHARE of its photo's detail at the scale of the features
 * (see featureContrast), on four fixtures unlike each other (a broad smile, a painted face, a
 * grey profile turned 25°, glasses and wrinkles).
 */

/**
 * Least share of the photo's feature detail a painted face keeps. Before the features were
 * lifted (liftFeatures), royal kept 0.75 to 0.87, the wizard 0.77 to 0.92, Caravaggio 0.71 to
 * 0.90, the pirate 0.82 to 0.91; in those styles the outside face judge (npm run art:judge) lost
 * the face in 14 of its 33 misses. The warrior and the raider, which always lifted them, kept
 * 0.97 to 1.45 and lost it once. Lifted, every style keeps 0.90 or more: the line sits below
 * that, above every style before.
 */
const LEAST_SHARE = 0.88;

/**
 * The same in a watercolour, whose washes add edges of their own (so its share is above 1 on
 * every fixture, unlifted): unlifted it kept 0.96 to 1.30, and 1.01 on the face-painted woman,
 * where the outside judge matched the wrong sitter in 10 of its 45 watercolours; lifted by the
 * same amount as the oils it keeps 1.11 to 1.44.
 */
const WATERCOLOUR_LEAST_SHARE = 1.05;
const WATERCOLOUR = 'a watercolour of me as a queen in a spring garden';

const OIL_STYLES: readonly StyleId[] = [
  'royal_oil_paint',
  'caravaggio',
  'heroic_fantasy_warrior',
  'hearth_forged_raider',
  'imperial_equestrian_commander',
  'commanding_wizard',
  'fierce_pirate_captain',
];

const PHOTOS = [
  ['the smiling woman', 'single_woman_smiling_698x790.png', 0, 'female'],
  ['the face-painted woman', 'single_woman_face_paint_860x1198.png', 0, 'female'],
  ['the cameraman turned 25°', 'single_photographer_profile_gray_512x512.png', 25, 'male'],
  ['Grace Hopper', 'single_grace_hopper_512x512.jpg', 0, 'female'],
] as const;

let finder: PersonFinder;
beforeAll(async () => {
  finder = await createPersonFinder();
});

describe.each(PHOTOS)('the face of %s', (_, name, turn, gender) => {
  let photo: Buffer;
  let portrait: Portrait;
  let photoDetail: number;

  beforeAll(async () => {
    photo = await turnedFixture(name, turn);
    portrait = await preparePortrait(photo, finder, PAINT_WIDTH, PAINT_HEIGHT);
    photoDetail = await featureContrast(portrait.photo, portrait.placed.box);
  });

  it.each(OIL_STYLES)('in %s keeps its features as sharp as the photo', async (styleId) => {
    const direction = { kind: 'style', styleId } as const;
    const { painted } = await paintArtwork({ photo, direction, gender }, finder);
    const share = (await featureContrast(painted, portrait.placed.box)) / photoDetail;
    expect(share, `keeps ${share.toFixed(2)} of the photo's feature detail`).toBeGreaterThan(
      LEAST_SHARE,
    );
  });

  it('in a watercolour keeps its features drawn over the washes', async () => {
    const direction = { kind: 'custom', prompt: WATERCOLOUR } as const;
    const { painted } = await paintArtwork({ photo, direction, gender }, finder);
    const share = (await featureContrast(painted, portrait.placed.box)) / photoDetail;
    expect(share, `keeps ${share.toFixed(2)} of the photo's feature detail`).toBeGreaterThan(
      WATERCOLOUR_LEAST_SHARE,
    );
  });
});
