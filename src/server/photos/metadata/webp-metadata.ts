import {
  EXIF_HEADER,
  isTurned,
  orientationTiff,
  readTiffOrientation,
  tiffOf,
} from './orientation-tiff';

/** The chunks that make the picture: its header, colour profile, animation, alpha and image. */
const KEPT_CHUNKS = new Set(['VP8X', 'ICCP', 'ANIM', 'ANMF', 'ALPH', 'VP8 ', 'VP8L']);
/** VP8X's flags: the file holds EXIF, XMP. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

function chunk(fourcc: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
}

/**
 * The same WebP, image data byte for byte, without its EXIF and XMP chunks (or any other);
 * an EXIF chunk holding only the orientation stays when the picture is stored turned, and the
 * extended header's flags say what is left. Null when the file cannot be walked.
 */
export function stripWebpMetadata(webp: Buffer): Buffer | null {
  if (webp.length < 12 || webp.toString('latin1', 0, 4) !== 'RIFF') return null;
  if (webp.toString('latin1', 8, 12) !== 'WEBP') return null;
  const parts: Buffer[] = [];
  let extended: Buffer | undefined;
  let orientation: number | undefined;
  let exifHeader = Buffer.alloc(0);
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourcc = webp.toString('latin1', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (offset + 8 + size > webp.length) return null;
    const data = webp.subarray(offset + 8, offset + 8 + size);
    if (fourcc === 'VP8X') {
      if (size < 10) return null;
      extended = Buffer.from(data);
      parts.push(extended);
    } else if (KEPT_CHUNKS.has(fourcc)) {
      parts.push(webp.subarray(offset, Math.min(end, webp.length)));
    } else if (fourcc === 'EXIF' && orientation === undefined) {
      orientation = readTiffOrientation(tiffOf(data));
      if (data.subarray(0, EXIF_HEADER.length).equals(EXIF_HEADER)) exifHeader = EXIF_HEADER;
    }
    offset = end;
  }
  if (!extended) return parts.length > 0 ? riff(parts) : null;
  const keepsOrientation = isTurned(orientation);
  extended[0] =
    ((extended[0] as number) & ~(EXIF_FLAG | XMP_FLAG)) | (keepsOrientation ? EXIF_FLAG : 0);
  const index = parts.indexOf(extended);
  parts[index] = chunk('VP8X', extended);
  if (keepsOrientation) {
    parts.push(chunk('EXIF', Buffer.concat([exifHeader, orientationTiff(orientation)])));
  }
  return riff(parts);
}

function riff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
