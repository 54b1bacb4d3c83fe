/** What starts an Exif block in a JPEG APP1 segment, a WebP EXIF chunk or a HEIF Exif item. */
export const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * The Orientation tag (1 to 8) of a TIFF block's first directory: how the picture is turned to
 * be upright. Undefined when the block has none or cannot be read.
 */
export function readTiffOrientation(tiff: Uint8Array): number | undefined {
  if (tiff.length < 8) return undefined;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = String.fromCharCode(tiff[0] ?? 0, tiff[1] ?? 0);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  if (view.getUint16(2, little) !== 42) return undefined;
  const directory = view.getUint32(4, little);
  if (directory + 2 > tiff.length) return undefined;
  const entries = view.getUint16(directory, little);
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, little) !== SHORT) return undefined;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** Whether a picture needs its orientation kept: it is stored turned from upright. */
export const isTurned = (orientation: number | undefined): orientation is number =>
  orientation !== undefined && orientation !== 1;

/**
 * A TIFF block holding nothing but the orientation (or nothing at all): what is kept of a
 * photo's Exif, so it still shows upright and tells nothing else.
 */
export function orientationTiff(orientation: number | undefined): Buffer {
  const turned = isTurned(orientation);
  const tiff = Buffer.alloc(turned ? 26 : 14);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  if (!turned) return tiff;
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(SHORT, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  return tiff;
}

/** The TIFF block inside an Exif payload that may or may not start with "Exif\0\0". */
export function tiffOf(exif: Buffer): Buffer {
  return exif.subarray(0, EXIF_HEADER.length).equals(EXIF_HEADER)
    ? exif.subarray(EXIF_HEADER.length)
    : exif;
}
