import { turnedFixture } from '@masterpiece-me/test-photos';
import type { PersonFinder } from '@masterpiece-me/vision';
import { createPersonFinder } from '@masterpiece-me/vision';
import { beforeAll, describe, expect, it } from 'vitest';
import { paintArtwork } from './engine';
import { headGeometry } from './head';
import { PAINT_HEIGHT, PAINT_WIDTH } from './layout';
import { type Portrait, preparePortrait } from './portrait';
import { endSpreads, hairEnds } from './testing/hair-ends';
import type { StyleId } from './vocabulary';

/*
 * Long hair over the costume ends as locks, not a slab cut straight across: with the real person
 * finder, on the fixture whose hair falls past the chin over the costume (the smiling woman;
 * the over-the-shoulder woman's hair ends just under the chin, the face-painted woman's is
 * kept in the head's cut) upright and turned 25°, in the painted styles. The hair's columns are
 * read off the photo (the person, of the colour of the hair by the jaw), its ends off the
 * artwork, so the measure does not move with what it judges.
 */

/**
 * Least spread of the hair's ends along the strands on a side of the neck (tenth to ninetieth
 * percentile, see endSpreads), in face widths. The engine before (the fall cut at one row
 * under the chin with a fade): upright 0.11 (the wizard) to 0.20 (the warrior, where the fade
 * crosses its armour's bands), turned 0.06 to 0.17. Ending in locks: upright 0.34 to 0.75,
 * turned 0.27 (the warrior, whose hair on that side is a few locks wide) to 0.43. The line sits
 * between the two: a straight fade, however soft and painted over, is read within a fifth of
 * the face width; locks long and short in turn spread by a quarter and more.
 */
const LEAST_SPREAD = 0.23;
/**
 * A side with fewer columns of hair than this many face widths is a lock or two, whose ends
 * need not spread: it is left out.
 */
const LEAST_COLUMNS = 0.15;

const STYLES: readonly StyleId[] = [
  'royal_oil_paint',
  'heroic_fantasy_warrior',
  'commanding_wizard',
  'fierce_pirate_captain',
];

const PHOTOS = [
  ['the smiling woman', 'single_woman_smiling_698x790.png', 0],
  ['the smiling woman turned 25° clockwise', 'single_woman_smiling_698x790.png', 25],
] as const;

let finder: PersonFinder;
beforeAll(async () => {
  finder = await createPersonFinder();
});

describe.each(PHOTOS)('the long hair of %s', (_, name, turn) => {
  let photo: Buffer;
  let portrait: Portrait;

  beforeAll(async () => {
    photo = await turnedFixture(name, turn);
    portrait = await preparePortrait(photo, finder, PAINT_WIDTH, PAINT_HEIGHT);
  });

  it.each(STYLES)('in %s, ends in locks over the costume: no straight cut', async (styleId) => {
    const direction = { kind: 'style', styleId } as const;
    const { painted } = await paintArtwork({ photo, direction, gender: 'female' }, finder);
    const head = headGeometry(portrait.placed, portrait.mask, portrait.photo);
    const ends = hairEnds(painted, portrait.photo, portrait.mask, head);
    const spreads = endSpreads(ends, head.faceWidth * LEAST_COLUMNS);
    expect(spreads.length, 'a side with long hair over the costume').toBeGreaterThan(0);
    for (const spread of spreads) {
      const share = spread / head.faceWidth;
      expect(share, `ends spread by ${share.toFixed(2)} face widths`).toBeGreaterThan(LEAST_SPREAD);
    }
  });
});
