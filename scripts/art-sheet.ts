/**
 * `npm run art:sheet`: every style and three custom descriptions on every fixture portrait,
 * with the real person finder, in one contact sheet to look at (data/art-sheet.png; outside
 * git). Rows are the fixtures, the first column the photo, then one column per direction in
 * the order printed. ART_SHEET_FIXTURES and ART_SHEET_DIRECTIONS (comma-separated numbers)
 * narrow it down while working on one thing; ART_SHEET_TILE sets the tile width; ART_LOOK paints
 * another look of each direction (variation.ts).
 */
import { mkdirSync } from 'node:fs';
import { renderArtwork } from '@masterpiece-me/portrait-engine';
import { normalisedFixture, PORTRAIT_FIXTURES } from '@masterpiece-me/test-photos';
import { createPersonFinder } from '@masterpiece-me/vision';
import sharp, { type OverlayOptions } from 'sharp';
import type { ArtDirection } from '../src/server/ports/art-engine';
import { chosen, DIRECTIONS as directions } from './art/directions';

const TILE_WIDTH = Number(process.env.ART_SHEET_TILE ?? 308);
const TILE_HEIGHT = Math.round((TILE_WIDTH * 5) / 4);
const OUT = process.env.ART_SHEET_OUT ?? 'data/art-sheet.png';
/** Which look of each direction to paint (variation.ts): 0, the style's own, unless ART_LOOK says. */
const LOOK = Number(process.env.ART_LOOK ?? 0);

const columns = chosen(directions.length, process.env.ART_SHEET_DIRECTIONS);
const rows = chosen(PORTRAIT_FIXTURES.length, process.env.ART_SHEET_FIXTURES);

const finder = await createPersonFinder();
const tiles: OverlayOptions[] = [];
for (const [row, fixture] of rows.map((index, row) => [row, PORTRAIT_FIXTURES[index]] as const)) {
  if (!fixture) continue;
  const photo = await normalisedFixture(fixture);
  const tile = (image: Buffer, column: number) =>
    sharp(image)
      .resize(TILE_WIDTH, TILE_HEIGHT, { fit: 'contain', background: '#ffffff' })
      .png()
      .toBuffer()
      .then((input) => tiles.push({ input, left: column * TILE_WIDTH, top: row * TILE_HEIGHT }));
  await tile(photo, 0);
  for (const [column, index] of columns.entries()) {
    const direction = directions[index] as ArtDirection;
    const started = performance.now();
    const artwork = await renderArtwork({ photo, direction, gender: 'female', look: LOOK }, finder);
    console.log(
      `${fixture} · ${index}: ${direction.kind === 'style' ? direction.styleId : direction.prompt} (${Math.round(performance.now() - started)} ms)`,
    );
    await tile(artwork.image, column + 1);
  }
}
mkdirSync('data', { recursive: true });
await sharp({
  create: {
    width: TILE_WIDTH * (columns.length + 1),
    height: TILE_HEIGHT * rows.length,
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(tiles)
  .png()
  .toFile(OUT);
console.log(`contact sheet: ${OUT}`);
