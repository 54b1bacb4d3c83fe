import { EXIF_HEADER, isTurned, orientationTiff, readTiffOrientation } from './orientation-tiff';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

/**
 * The application segments a decoder needs: JFIF's header, the ICC colour profile (colours),
 * Adobe's (whether the channels are RGB or CMYK). Every other APPn and every comment goes:
 * Exif (camera, time, GPS), XMP, IPTC/Photoshop, makers' notes, multi-picture indexes.
 */
const KEPT_APP_SEGMENTS = new Map([
  [APP0, Buffer.from('JFIF\0', 'latin1')],
  [APP2, Buffer.from('ICC_PROFILE\0', 'latin1')],
  [APP14, Buffer.from('Adobe', 'latin1')],
]);

const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function keeps(marker: number, payload: Buffer): boolean {
  if (marker === COM) return false;
  if (marker < APP0 || marker > 0xef) return true;
  const signature = KEPT_APP_SEGMENTS.get(marker);
  return signature !== undefined && payload.subarray(0, signature.length).equals(signature);
}

/** Where a scan's entropy-coded data ends: at the first marker that is not a restart. */
function scanEnd(jpeg: Buffer, from: number): number {
  let at = jpeg.indexOf(0xff, from);
  while (at !== -1 && at + 1 < jpeg.length) {
    const next = jpeg[at + 1] as number;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at = jpeg.indexOf(0xff, at + 2);
    else if (next === 0xff) at += 1;
    else return at;
  }
  return jpeg.length;
}

/**
 * The same JPEG, image data byte for byte, without its metadata; an Exif segment holding only
 * the orientation stays when the picture is stored turned. Anything after the image's end
 * (appended pictures, videos, makers' trailers) goes too. Null when the file cannot be walked.
 */
export function stripJpegMetadata(jpeg: Buffer): Buffer | null {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) return null;
  const parts: Buffer[] = [jpeg.subarray(0, 2)];
  let exifAfter = 1;
  let orientation: number | undefined;
  let offset = 2;
  while (offset + 1 < jpeg.length) {
    if (jpeg[offset] !== 0xff) return null;
    const marker = jpeg[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === EOI) {
      parts.push(jpeg.subarray(offset, offset + 2));
      return withOrientation(parts, exifAfter, orientation);
    }
    if (isStandalone(marker)) {
      parts.push(jpeg.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    if (offset + 4 > jpeg.length) return null;
    const end = offset + 2 + jpeg.readUInt16BE(offset + 2);
    if (end < offset + 4 || end > jpeg.length) return null;
    const payload = jpeg.subarray(offset + 4, end);
    if (keeps(marker, payload)) {
      parts.push(jpeg.subarray(offset, end));
      if (marker === APP0 && parts.length === 2) exifAfter = 2;
    } else if (marker === APP1 && payload.subarray(0, 6).equals(EXIF_HEADER)) {
      orientation ??= readTiffOrientation(payload.subarray(EXIF_HEADER.length));
    }
    offset = end;
    if (marker === SOS) {
      const dataEnd = scanEnd(jpeg, offset);
      parts.push(jpeg.subarray(offset, dataEnd));
      offset = dataEnd;
    }
  }
  return null;
}

function withOrientation(parts: Buffer[], at: number, orientation: number | undefined): Buffer {
  if (isTurned(orientation)) {
    const payload = Buffer.concat([EXIF_HEADER, orientationTiff(orientation)]);
    const header = Buffer.from([0xff, APP1, 0, 0]);
    header.writeUInt16BE(payload.length + 2, 2);
    parts.splice(at, 0, header, payload);
  }
  return Buffer.concat(parts);
}
