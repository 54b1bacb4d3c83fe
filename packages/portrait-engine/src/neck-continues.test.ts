import { turnedFixture } from '@masterpiece-me/test-photos';
import type { PersonFinder } from '@masterpiece-me/vision';
import { createPersonFinder } from '@masterpiece-me/vision';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { planFor } from './art-plan';
import type { HeadGeometry } from './costumes/costume';
import { dressPortrait } from './dress';
import { headGeometry } from './head';
import { PAINT_HEIGHT, PAINT_WIDTH } from './layout';
import { svgDocument } from './ops/svg';
import { type Portrait, preparePortrait } from './portrait';
import type { Raster } from './raster';
import { neckSpan } from './testing/neck-span';
import type { StyleId } from './vocabulary';

/*
 * The neck under the head is the sitter's: the costume's neck just under the chin, which every
 * collar is cut round, is as wide as the photo's neck. Read with the real person finder on two
 * fixtures whose necks show (a slim neck under a smile, a dark one painted with stripes), each
 * also turned 25°, in four styles whose collars differ (a gorget, a ruff, a robe's vee, an open
 * shirt). Widths are in face widths, read the same way (see `neckSpan`) on the upright photo as
 * framed for the artwork and on the costume drawn alone on a blue ground, so the painting's
 * strokes do not move the edges. The turned photo is held to the upright one's neck: read in
 * level rows, a slanting neck measures wider than it is (0.57 for the smiling woman's 0.44),
 * and the painted woman's stripes break the reading when turned.
 */

const PHOTOS = [
  ['the smiling woman', 'single_woman_smiling_698x790.png', 0],
  ['the face-painted woman', 'single_woman_face_paint_860x1198.png', 0],
  ['the smiling woman turned 25° clockwise', 'single_woman_smiling_698x790.png', 25],
  ['the face-painted woman turned 25° back', 'single_woman_face_paint_860x1198.png', -25],
] as const;
const STYLES: readonly StyleId[] = [
  'heroic_fantasy_warrior',
  'royal_oil_paint',
  'commanding_wizard',
  'fierce_pirate_captain',
];

/** The photo's neck is read on these rows, face heights under the chin. */
const PHOTO_ROWS = [0.1, 0.14, 0.18];
/** The costume's neck "just under the chin", face heights. */
const UNDER_CHIN = [0.08, 0.1, 0.12];
/**
 * How far the drawn neck's width may be off the photo's, as a share of it. Today's engine (one
 * neck for every woman, 0.56 face widths): 1.24 to 1.27 times the smiling woman's (0.44), 1.39
 * to 1.41 times the painted woman's (0.40), upright and turned alike. Read from the photo:
 * 1.06 to 1.07 and 1.08 to 1.10, turned 1.07 and 1.10. The line sits between: a fifth wider
 * shows as a tube, and a neck read from a photo wobbles by a few hundredths of a face width.
 */
const MOST_OFF = 0.18;

const median = (values: number[]) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function drawn(svg: string): Promise<Raster> {
  const { data, info } = await sharp(Buffer.from(svgDocument(PAINT_WIDTH, PAINT_HEIGHT, svg)))
    .flatten({ background: '#0000ff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
}

let finder: PersonFinder;
beforeAll(async () => {
  finder = await createPersonFinder();
});

describe.each(PHOTOS)('the neck of %s', (_, name, turn) => {
  let portrait: Portrait;
  let photoWidth: number;

  beforeAll(async () => {
    const upright = await preparePortrait(
      await turnedFixture(name, 0),
      finder,
      PAINT_WIDTH,
      PAINT_HEIGHT,
    );
    const head = headGeometry(upright.placed, upright.mask, upright.photo);
    const spans = PHOTO_ROWS.map((d) => neckSpan(upright.photo, head, d, upright.mask));
    photoWidth = median(spans.filter((s): s is number => s !== undefined));
    portrait =
      turn === 0
        ? upright
        : await preparePortrait(await turnedFixture(name, turn), finder, PAINT_WIDTH, PAINT_HEIGHT);
  });

  it.each(STYLES)('in %s, is drawn at its width, the collar round it', async (styleId) => {
    const plan = planFor({ kind: 'style', styleId });
    const { body, costume } = dressPortrait(portrait, plan, 'female', PAINT_WIDTH, PAINT_HEIGHT);
    const raster = await drawn(`${costume.behind}${costume.front}`);
    const at = (depth: number) => neckSpan(raster, body as HeadGeometry, depth);
    const ratio = median(UNDER_CHIN.map((d) => at(d) ?? Number.NaN)) / photoWidth;
    expect(Math.abs(ratio - 1), `${ratio.toFixed(2)} of the photo's`).toBeLessThan(MOST_OFF);
  });
});
