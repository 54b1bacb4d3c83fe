/*
 * A fingerprint of the engine's output, for refactors that must not change a pixel: renders
 * three fixtures in every style (genders and looks varied) and a described look each, and
 * prints the SHA-256 of each image with its subject box. Run before and after, and diff:
 *   npx tsx scripts/art/render-hashes.ts > before.txt
 */
import { createHash } from 'node:crypto';
import { renderArtwork } from '@masterpiece-me/portrait-engine';
import { normalisedFixture, PORTRAIT_FIXTURES } from '@masterpiece-me/test-photos';
import { createPersonFinder } from '@masterpiece-me/vision';
import type { ArtRequest } from '../../src/server/ports/art-engine';
import { STYLE_IDS } from '../../src/shared/styles';

const GENDERS = ['female', 'male', 'non_binary'] as const;
const DESCRIBED = 'a sea captain in oil paint at dusk, moody teal palette';

const finder = await createPersonFinder();
for (const [i, fixture] of PORTRAIT_FIXTURES.slice(0, 3).entries()) {
  const photo = await normalisedFixture(fixture);
  const requests: [string, ArtRequest][] = STYLE_IDS.map((styleId, j) => {
    const gender = GENDERS[(i + j) % GENDERS.length] ?? 'female';
    const look = (i + j) % 2;
    const request = { photo, direction: { kind: 'style', styleId } as const, gender, look };
    return [`${styleId} ${gender} ${look}`, request];
  });
  requests.push([
    'custom male',
    { photo, direction: { kind: 'custom', prompt: DESCRIBED }, gender: 'male' },
  ]);
  for (const [name, request] of requests) {
    const art = await renderArtwork(request, finder);
    const hash = createHash('sha256').update(art.image).digest('hex').slice(0, 16);
    console.log(`${fixture} ${name} ${hash} ${JSON.stringify(art.subject)}`);
  }
}
