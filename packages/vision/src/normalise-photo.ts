import convertHeic from 'heic-convert';
import sharp from 'sharp';

/** A photo's upright 8-bit sRGB pixels, as decoded on the way to its JPEG. */
export interface PhotoPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export interface NormalisedPhoto {
  /** Upright, within `maxSide`, no metadata: the JPEG the art engine works from. */
  jpeg: Buffer;
  pixels: PhotoPixels;
}

export interface NormaliseOptions {
  /** The longest side kept; a smaller photo is not enlarged. */
  maxSide: number;
  /** Decoding stops past this many pixels, so a small file cannot claim a huge picture. */
  pixelLimit: number;
  /** The photo is HEIC, which sharp's libheif cannot decode (it has no HEVC decoder). */
  heic?: boolean;
}

/**
 * Turns a photo (JPEG, PNG, WebP, GIF, HEIC) into the one form the engine and the vision models
 * read. Throws on a photo that does not decode cleanly: libjpeg only warns about scrambled
 * entropy data and carries on painting grey, so a warning fails too.
 */
export async function normalisePhoto(
  photo: Buffer,
  { maxSide, pixelLimit, heic = false }: NormaliseOptions,
): Promise<NormalisedPhoto> {
  const decodable = heic ? await heicToJpeg(photo) : photo;
  const { data, info } = await sharp(decodable, { limitInputPixels: pixelLimit, failOn: 'warning' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .toColorspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixels = { data, width: info.width, height: info.height, channels: info.channels };
  // Only the engine reads this JPEG: Huffman optimisation would cost a third more time for a
  // few per cent of bytes, with the same pixels.
  const jpeg = await sharp(data, { raw: pixels })
    .jpeg({ quality: 90, optimiseCoding: false })
    .toBuffer();
  return { jpeg, pixels };
}

/** HEIC goes through heic-convert (libde265 in wasm) to a near-lossless JPEG first. */
async function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  const jpeg = await convertHeic({ buffer: bytes, format: 'JPEG', quality: 0.92 });
  return Buffer.from(jpeg);
}
