import { fixturePhoto } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { preparePhoto } from '../photos/prepare-photo';
import type { ArtRequest } from '../ports/art-engine';

/**
 * A phone's 12 MP photo with real detail at 12 MP: the large portrait scan brought down to
 * 3000 x 4082 (a fixture enlarged to 12 MP would have none at that pitch to print).
 */
export async function twelveMegapixelPhoto(): Promise<Buffer> {
  const scan = fixturePhoto('large_single_espinasse_portrait_6035x8212.jpg');
  return sharp(scan, { limitInputPixels: false })
    .resize(3000, 4082)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * That photo as the store keeps it (the original) and as the engine is asked to paint it
 * (normalised, as the Royal Portrait): what a canvas print is made from.
 */
export async function twelveMegapixelOrder(): Promise<{ original: Buffer; request: ArtRequest }> {
  const original = await twelveMegapixelPhoto();
  const prepared = await preparePhoto(original);
  if (!prepared.ok) throw new Error(prepared.message);
  return {
    original,
    request: {
      photo: prepared.photo.jpeg,
      direction: { kind: 'style', styleId: 'royal_oil_paint' },
      gender: 'male',
    },
  };
}
