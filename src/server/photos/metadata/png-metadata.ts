import { crc32 } from 'node:zlib';
import { isTurned, orientationTiff, readTiffOrientation, tiffOf } from './orientation-tiff';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The ancillary chunks that shape the picture: transparency, colour (the ICC profile among
 * them), pixel size, animation. The rest go: eXIf, text chunks (tEXt, zTXt, iTXt, where XMP
 * lives), tIME and any private chunk. Critical chunks (an upper-case first letter) all stay.
 */
const KEPT_ANCILLARY = new Set([
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);

const isCritical = (type: string) => type[0] === type[0]?.toUpperCase();

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
}

/**
 * The same PNG, image data byte for byte, without its metadata; an eXIf chunk holding only the
 * orientation stays when the picture is stored turned. Null when the file cannot be walked.
 */
export function stripPngMetadata(png: Buffer): Buffer | null {
  if (!png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return null;
  const parts: Buffer[] = [SIGNATURE];
  let orientation: number | undefined;
  let offset = SIGNATURE.length;
  while (offset + 12 <= png.length) {
    const end = offset + 12 + png.readUInt32BE(offset);
    if (end > png.length) return null;
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (isCritical(type) || KEPT_ANCILLARY.has(type)) {
      parts.push(png.subarray(offset, end));
    } else if (type === 'eXIf') {
      orientation ??= readTiffOrientation(tiffOf(png.subarray(offset + 8, end - 4)));
    }
    offset = end;
    if (type === 'IEND') {
      // Right after IHDR, which comes first.
      if (isTurned(orientation)) parts.splice(2, 0, chunk('eXIf', orientationTiff(orientation)));
      return Buffer.concat(parts);
    }
  }
  return null;
}
