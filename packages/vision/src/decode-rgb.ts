import sharp from 'sharp';
import type { RgbImage } from './person';

/**
 * Decodes a photo (JPEG, PNG, ...) into the upright 8-bit RGB pixels the vision models read:
 * Exif orientation applied, grey and CMYK turned to sRGB, alpha dropped.
 */
export async function decodeRgb(bytes: Buffer): Promise<RgbImage> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}
