import sharp from 'sharp';

const SIDE = 96;

/** An image reduced to a small RGB grid, so different sizes and crops compare fairly. */
export async function fingerprintImage(image: Buffer | string): Promise<Buffer> {
  return sharp(image)
    .resize(SIDE, SIDE, { fit: 'cover' })
    .removeAlpha()
    .toColorspace('srgb')
    .raw()
    .toBuffer();
}

/** Mean absolute difference per channel between two fingerprints, from 0 (same) to 255. */
export function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return total / a.length;
}
