/*
 * How long each step of a render takes, per style, on a 12-megapixel photo as the upload step
 * hands it over (fitted inside 2048 px, JPEG). Vision is timed apart and left out of the total:
 * the fake finder stands in for the models unless FINDER=real.
 *
 *   npx tsx bench/measure-render.ts
 */

import { type RenderStage, renderArtwork } from '@masterpiece-me/portrait-engine';
import { createFakePersonFinder } from '@masterpiece-me/portrait-engine/testing';
import { fixturePhoto } from '@masterpiece-me/test-photos';
import type { PersonFinder } from '@masterpiece-me/vision';
import sharp from 'sharp';
import { STYLE_IDS } from '../src/shared/styles';

const PHOTO = 'single_woman_face_paint_860x1198.png';
const COLUMNS = ['decode/prepare', 'vision', 'head', 'scene', 'costume', 'painting', 'finish'];
const COLUMN_OF: Record<RenderStage, string> = {
  decode: 'decode/prepare',
  vision: 'vision',
  prepare: 'decode/prepare',
  head: 'head',
  scene: 'scene',
  costume: 'costume',
  painting: 'painting',
  finish: 'finish',
};

async function finder(): Promise<PersonFinder> {
  if (process.env.FINDER !== 'real') return createFakePersonFinder();
  const { createPersonFinder } = await import('@masterpiece-me/vision');
  return createPersonFinder();
}

async function twelveMegapixelPhoto(): Promise<Buffer> {
  const large = await sharp(fixturePhoto(PHOTO))
    .resize(4000, 3000, { fit: 'contain', background: '#6b5a48' })
    .jpeg({ quality: 92 })
    .toBuffer();
  return sharp(large)
    .rotate()
    .resize(2048, 2048, { fit: 'inside' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function timeRender(photo: Buffer, styleId: string, personFinder: PersonFinder) {
  const times = new Map<string, number>();
  let last = performance.now();
  await renderArtwork(
    { photo, direction: { kind: 'style', styleId: styleId as never }, gender: 'female' },
    personFinder,
    (stage) => {
      const now = performance.now();
      const column = COLUMN_OF[stage];
      times.set(column, (times.get(column) ?? 0) + now - last);
      last = now;
    },
  );
  const total = [...times].reduce((sum, [column, ms]) => (column === 'vision' ? sum : sum + ms), 0);
  return { times, total };
}

function row(label: string, cells: (string | number)[]): string {
  return [label.padEnd(40), ...cells.map((cell) => String(cell).padStart(18))].join(' ');
}

const photo = await twelveMegapixelPhoto();
const personFinder = await finder();
console.log(
  `${PHOTO} at 4000x3000, handed over as ${(await sharp(photo).metadata()).width} px wide`,
);
console.log(row('style (ms)', [...COLUMNS, 'total excl. vision']));
for (const run of ['cold', 'warm'] as const) {
  for (const styleId of STYLE_IDS) {
    const { times, total } = await timeRender(photo, styleId, personFinder);
    const cells = COLUMNS.map((column) => (times.get(column) ?? 0).toFixed(0));
    console.log(row(`${styleId} (${run})`, [...cells, total.toFixed(0)]));
  }
}
