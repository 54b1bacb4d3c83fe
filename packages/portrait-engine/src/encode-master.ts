import sharp from 'sharp';

/**
 * A master is a photograph of a painting: kept near-lossless, its colour at full size. Kept on
 * the store's side only, so its Huffman tables are not optimised: a few percent more bytes
 * for a tenth of the encoding, the same pixels.
 */
const MASTER_JPEG = { quality: 95, chromaSubsampling: '4:4:4', optimiseCoding: false } as const;

/** Encodes a print master's RGB pixels for the file cut from it next. */
export function encodeMaster(
  data: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): Promise<Buffer> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sharp(bytes, { raw: { width, height, channels: 3 } })
    .jpeg(MASTER_JPEG)
    .toBuffer();
}
