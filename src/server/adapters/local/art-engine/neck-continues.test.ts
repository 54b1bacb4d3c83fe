import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StyleId } from '../../../../shared/styles';
import { meanLab, neckSpan } from '../../../testing/neck-span';
import { cheeks, deltaE, type Lab } from '../../../testing/skin-patches';
import { normalisedFixture } from '../../../testing/test-photos';
import type { PersonFinder } from '../../../vision/person';
import { createPersonFinder } from '../../../vision/person-finder';
import type { HeadGeometry } from './costumes/costume';
import { PAINT_HEIGHT, PAINT_WIDTH, paintArtwork } from './engine';
import { type Features, headGeometry } from './head';
import { preparePortrait } from './portrait';
import type { Raster } from './raster';

/*
 * The neck under the painted head is the sitter's: as wide just under the chin as the photo's
 * neck, about that width on down to the collar, and one colour from the chin to the collar and
 * with the face. Read with the real person finder on two fixtures whose necks show (a slim
 * neck under a smile, a dark one painted with stripes), each also turned 25°, in styles whose
 * collars differ (a gorget, a ruff, a robe's vee, an open shirt). Widths are in face widths,
 * read the same way (see `neckSpan`) on the photo as framed for the artwork and on the artwork.
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
/** The artwork's neck "just under the chin". */
const UNDER_CHIN = [0.06, 0.08, 0.1];
/** Rows down to the collar, this far apart in face heights. */
const STEP = 0.02;
/** The collar begins where the middle leaves the under-chin colour by this much (ΔE). */
const COLLAR = 22;
/** The collar is looked for no further than this under the chin, face heights. */
const DEEPEST = 0.7;

async function photoOf(name: string, turn: number): Promise<Buffer> {
  const photo = await normalisedFixture(name);
  if (turn === 0) return photo;
  return sharp(photo).rotate(turn, { background: '#808080' }).png().toBuffer();
}

const median = (values: number[]) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const middleOf = (painted: Raster, head: HeadGeometry, depth: number): Lab =>
  meanLab(
    painted,
    Math.round(head.chin.y + depth * head.faceHeight),
    head.chin.x - 0.08 * head.faceWidth,
    head.chin.x + 0.08 * head.faceWidth,
  );

/** How far under the chin the collar begins: the middle leaves the under-chin colour. */
function collarDepth(painted: Raster, head: HeadGeometry, under: Lab): number {
  for (let depth = UNDER_CHIN[0] ?? 0; depth < DEEPEST; depth += STEP / 2) {
    if (deltaE(middleOf(painted, head, depth), under) > COLLAR) return depth;
  }
  return DEEPEST;
}

let finder: PersonFinder;
beforeAll(async () => {
  finder = await createPersonFinder();
});

describe.each(PHOTOS)('the neck of %s', (_, name, turn) => {
  let photo: Buffer;
  let head: HeadGeometry;
  let features: Features;
  let photoWidth: number;

  beforeAll(async () => {
    photo = await photoOf(name, turn);
    const portrait = await preparePortrait(photo, finder, PAINT_WIDTH, PAINT_HEIGHT);
    head = headGeometry(portrait.placed, portrait.mask, portrait.photo);
    features = portrait.placed.features;
    const spans = PHOTO_ROWS.map((d) => neckSpan(portrait.photo, head, d, portrait.mask));
    photoWidth = median(spans.filter((s): s is number => s !== undefined));
  });

  it.each(STYLES)('in %s, continues into the collar at its width and colour', async (styleId) => {
    const direction = { kind: 'style', styleId } as const;
    const { painted } = await paintArtwork({ photo, direction, gender: 'female' }, finder);
    const under = middleOf(painted, head, UNDER_CHIN[1] ?? 0);
    const collar = collarDepth(painted, head, under);
    const spans: number[] = [];
    for (let d = UNDER_CHIN[0] ?? 0; d <= collar - STEP; d += STEP) {
      const span = neckSpan(painted, head, d);
      if (span !== undefined) spans.push(span);
    }
    const underWidth = median(UNDER_CHIN.map((d) => neckSpan(painted, head, d) ?? Number.NaN));
    const aboveCollar = middleOf(painted, head, Math.max(UNDER_CHIN[2] ?? 0, collar - STEP));
    const pixels = {
      data: Buffer.from(painted.data),
      width: painted.width,
      height: painted.height,
    };
    const figures = {
      photo: photoWidth,
      under: underWidth,
      ratio: underWidth / photoWidth,
      spread: Math.max(...spans) / Math.min(...spans),
      collar,
      chinToCollar: deltaE(under, aboveCollar),
      chinToFace: deltaE(under, cheeks(pixels, head, features)),
    };
    console.log(
      'FIG',
      name,
      turn,
      styleId,
      JSON.stringify(figures, (_k, v) => (typeof v === 'number' ? Number(v.toFixed(2)) : v)),
    );
    expect(figures.ratio).toBeGreaterThan(0);
  });
});
