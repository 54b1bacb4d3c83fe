import { PAINT_HEIGHT, PAINT_WIDTH } from '../../src/server/adapters/local/art-engine/engine';
import { headGeometry } from '../../src/server/adapters/local/art-engine/head';
import { bareHead, findHeadwear } from '../../src/server/adapters/local/art-engine/headwear';
import { preparePortrait } from '../../src/server/adapters/local/art-engine/portrait';
import { rasterToSharp } from '../../src/server/adapters/local/art-engine/raster';
import { sampleSkin } from '../../src/server/adapters/local/art-engine/skin';
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
  const skin = sampleSkin(p.photo, h, p.placed.features);
  console.log(i, skin, JSON.stringify(findHeadwear(p.photo, p.mask, h, p.placed.features)));
  const b = bareHead(p.photo, p.mask, h, p.placed.features);
  await rasterToSharp(b.photo).png().toFile(`/tmp/bare${i}.png`);
}
