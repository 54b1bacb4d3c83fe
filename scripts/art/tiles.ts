/*
 * Renders a few artworks to PNG files for a close look, and times each render:
 *   npx tsx scripts/art/tiles.ts <out-dir> <fixture-index>:<style-id> …
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderArtwork } from '@masterpiece-me/portrait-engine';
import { normalisedFixture, PORTRAIT_FIXTURES } from '@masterpiece-me/test-photos';
import { createPersonFinder } from '@masterpiece-me/vision';
import sharp from 'sharp';
import type { StyleId } from '../../src/shared/styles';

const [out = 'data/tiles', ...wanted] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const finder = await createPersonFinder();
for (const item of wanted) {
  const [index, styleId] = item.split(':');
  const fixture = PORTRAIT_FIXTURES[Number(index)];
  if (!fixture || !styleId) continue;
  const photo = await normalisedFixture(fixture);
  const started = performance.now();
  const artwork = await renderArtwork(
    { photo, direction: { kind: 'style', styleId: styleId as StyleId }, gender: 'female' },
    finder,
  );
  const ms = Math.round(performance.now() - started);
  const file = join(out, `${fixture.split('_').slice(1, 3).join('-')}-${styleId}.png`);
  await sharp(artwork.image).png().toFile(file);
  console.log(`${file} (${ms} ms)`);
}
