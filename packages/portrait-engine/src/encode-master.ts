import sharp from 'sharp';

/** A master is a photograph of a painting: kept near-lossless, its colour at full size. */
const MASTER_JPEG_QUALITY = 95;

/** Encodes a print master's RGB pixels for the file cut from it next. */
export function encodeMaster(
  data: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): Promise<Buffer> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sharp(bytes, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: MASTER_JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
