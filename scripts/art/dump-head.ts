import sharp from 'sharp';
import { PAINT_HEIGHT, PAINT_WIDTH } from '../../src/server/adapters/local/art-engine/engine';
import { headGeometry } from '../../src/server/adapters/local/art-engine/head';
import { preparePortrait } from '../../src/server/adapters/local/art-engine/portrait';
import { planeToSharp, rasterToSharp } from '../../src/server/adapters/local/art-engine/raster';
import { PORTRAIT_FIXTURES } from '../../src/server/testing/fixtures';
import { normalisedFixture } from '../../src/server/testing/test-photos';
import { createPersonFinder } from '../../src/server/vision/person-finder';

const finder = await createPersonFinder();
for (const i of process.argv.slice(2).map(Number)) {
  const p = await preparePortrait(
    await normalisedFixture(PORTRAIT_FIXTURES[i] as string),
    finder,
    PAINT_WIDTH,
    PAINT_HEIGHT,
  );
  const h = headGeometry(p.placed, p.mask);
  console.log(i, JSON.stringify({ ...h, features: p.placed.features, box: p.placed.box }));
  await rasterToSharp(p.photo).png().toFile(`/tmp/photo${i}.png`);
  await planeToSharp(p.mask).png().toFile(`/tmp/mask${i}.png`);
}
