import { beforeAll, describe, expect, it } from 'vitest';
import { renderArtwork } from './engine';
import { meanAbsoluteDifference, type Thumbnail, thumbnail } from './pixel-metrics';
import { normalisedPhoto, PHOTOS } from './testing/artwork-checks';
import { createFakePersonFinder } from './testing/fake-person-finder';
import type { ArtRequest } from './vocabulary';

/*
 * Four looks of one creation (issue 36) must read as four paintings of the same person, and a
 * look must paint the same picture again, or a print would not be what the shopper picked.
 */
/** Least mean difference (0..255, 64 x 80 colour thumbnails) between two looks [royal, pirate, cyberpunk: 11.7 to 59.5]. */
const MIN_LOOK_DIFFERENCE = 8;

const finder = createFakePersonFinder();

describe('the looks of one creation', () => {
  let request: Omit<ArtRequest, 'look'>;
  const images: Buffer[] = [];

  beforeAll(async () => {
    const photo = await normalisedPhoto(PHOTOS[1] as string);
    request = { photo, direction: { kind: 'style', styleId: 'royal_oil_paint' }, gender: 'female' };
    for (const look of [0, 1, 2, 3]) {
      images.push((await renderArtwork({ ...request, look }, finder)).image);
    }
  });

  it('paints four pictures that differ from each other', async () => {
    const thumbs = await Promise.all(images.map((image) => thumbnail(image, 64, 80, 'colour')));
    thumbs.forEach((first, a) => {
      for (const [b, second] of thumbs.entries()) {
        if (b <= a) continue;
        const difference = meanAbsoluteDifference(first, second);
        expect({ a, b, differs: difference > MIN_LOOK_DIFFERENCE }).toEqual({
          a,
          b,
          differs: true,
        });
      }
    });
  });

  it('paints a look again to the same bytes, the first look as the style paints it alone', async () => {
    const again = await renderArtwork({ ...request, look: 2 }, finder);
    expect(again.image.equals(images[2] as Buffer)).toBe(true);
    const withoutLook = await renderArtwork(request, finder);
    expect(withoutLook.image.equals(images[0] as Buffer)).toBe(true);
  });

  it('reads an open description another way in each look, keeping what the shopper named', async () => {
    const custom = {
      ...request,
      direction: { kind: 'custom', prompt: 'me as a queen, in watercolour' } as const,
    };
    const looks = [];
    for (const look of [0, 1, 2])
      looks.push((await renderArtwork({ ...custom, look }, finder)).image);
    const thumbs = await Promise.all(looks.map((image) => thumbnail(image, 64, 80, 'colour')));
    const [first, second, third] = thumbs as [Thumbnail, Thumbnail, Thumbnail];
    expect(meanAbsoluteDifference(first, second)).toBeGreaterThan(MIN_LOOK_DIFFERENCE);
    expect(meanAbsoluteDifference(second, third)).toBeGreaterThan(MIN_LOOK_DIFFERENCE);
  });
});
