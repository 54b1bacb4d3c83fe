import sharp from 'sharp';
import { fixturePhoto } from './fixtures';

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
