import { type Box, FieldReader, readBoxes } from './heif-boxes';
import { EXIF_HEADER, orientationTiff, readTiffOrientation } from './orientation-tiff';

/** Where one item's bytes lie in the file, in order. */
type Extent = { offset: number; length: number };

const XMP_TYPE = 'application/rdf+xml';
/** An XMP packet that says nothing, padded with the spaces XMP allows. */
const EMPTY_XMP =
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"/><?xpacket end="w"?>';

/**
 * The same HEIF/HEIC file, with its Exif and XMP items overwritten where they lie: the Exif
 * keeps only the orientation (HEIF turns pictures with its own properties, which stay), the XMP
 * becomes an empty packet. Nothing moves, so every offset in the file stays true and the image
 * data is untouched. Null when the file's boxes cannot be read.
 */
export function stripHeifMetadata(heif: Buffer): Buffer | null {
  try {
    const meta = readBoxes(heif, 0, heif.length)?.find((box) => box.type === 'meta');
    if (!meta) return null;
    const children = readBoxes(heif, meta.start + 4, meta.end);
    const iinf = children?.find((box) => box.type === 'iinf');
    const iloc = children?.find((box) => box.type === 'iloc');
    if (!children || !iinf || !iloc) return null;
    const idat = children.find((box) => box.type === 'idat');
    const kinds = metadataItems(heif, iinf);
    const places = itemExtents(heif, iloc, idat, new Set(kinds.keys()));
    if (!places) return null;
    const stripped = Buffer.from(heif);
    for (const [id, kind] of kinds) {
      const extents = places.get(id);
      if (!extents) return null;
      const old = Buffer.concat(extents.map((e) => heif.subarray(e.offset, e.offset + e.length)));
      const replacement = kind === 'exif' ? blankExif(old) : blankXmp(old.length);
      let written = 0;
      for (const extent of extents) {
        replacement.copy(stripped, extent.offset, written, written + extent.length);
        written += extent.length;
      }
    }
    return stripped;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The Exif and XMP items the item information box names. */
function metadataItems(heif: Buffer, iinf: Box): Map<number, 'exif' | 'xmp'> {
  const version = heif.readUInt8(iinf.start);
  const entriesStart = iinf.start + 4 + (version === 0 ? 2 : 4);
  const items = new Map<number, 'exif' | 'xmp'>();
  for (const infe of readBoxes(heif, entriesStart, iinf.end) ?? []) {
    if (infe.type !== 'infe') continue;
    const fields = new FieldReader(heif, infe.start, infe.end);
    const infeVersion = fields.uint(1);
    fields.skip(3);
    if (infeVersion < 2) continue;
    const id = fields.uint(infeVersion === 2 ? 2 : 4);
    fields.skip(2);
    const type = fields.fourcc();
    if (type === 'Exif') items.set(id, 'exif');
    if (type === 'mime') {
      fields.text();
      if (fields.text().split(';')[0]?.trim() === XMP_TYPE) items.set(id, 'xmp');
    }
  }
  return items;
}

/** Where the wanted items' bytes lie (iloc), or null for a way of storing them not handled. */
function itemExtents(
  heif: Buffer,
  iloc: Box,
  idat: Box | undefined,
  wanted: ReadonlySet<number>,
): Map<number, Extent[]> | null {
  const fields = new FieldReader(heif, iloc.start, iloc.end);
  const version = fields.uint(1);
  fields.skip(3);
  const sizes = fields.uint(1);
  const moreSizes = fields.uint(1);
  const [offsetSize, lengthSize, baseOffsetSize] = [sizes >> 4, sizes & 15, moreSizes >> 4];
  const indexSize = version === 1 || version === 2 ? moreSizes & 15 : 0;
  const count = fields.uint(version < 2 ? 2 : 4);
  const places = new Map<number, Extent[]>();
  for (let item = 0; item < count; item++) {
    const id = fields.uint(version < 2 ? 2 : 4);
    const method = version === 1 || version === 2 ? fields.uint(2) & 15 : 0;
    fields.skip(2);
    const base = fields.uint(baseOffsetSize);
    const extents: Extent[] = [];
    for (let extentCount = fields.uint(2); extentCount > 0; extentCount--) {
      fields.skip(indexSize);
      const offset = base + fields.uint(offsetSize);
      extents.push({ offset, length: fields.uint(lengthSize) });
    }
    if (!wanted.has(id)) continue;
    // 0: offsets in the file; 1: in the idat box. Items made of other items, and extents
    // "to the end", are not what metadata items look like.
    if (method > 1 || (method === 1 && !idat)) return null;
    const origin = method === 1 && idat ? idat.start : 0;
    for (const extent of extents) {
      extent.offset += origin;
      if (extent.length === 0 || extent.offset + extent.length > heif.length) return null;
    }
    places.set(id, extents);
  }
  return places;
}

/** An Exif item (a 4-byte offset to its TIFF block, then that block) with only the orientation. */
function blankExif(old: Buffer): Buffer {
  const blank = Buffer.alloc(old.length);
  if (old.length < 4) return blank;
  const tiffAt = 4 + old.readUInt32BE(0);
  const tiff = orientationTiff(readTiffOrientation(old.subarray(tiffAt)));
  if (tiffAt + tiff.length > old.length) return blank;
  old.copy(blank, 0, 0, 4);
  if (old.subarray(4, tiffAt).equals(EXIF_HEADER)) EXIF_HEADER.copy(blank, 4);
  tiff.copy(blank, tiffAt);
  return blank;
}

function blankXmp(length: number): Buffer {
  const packet = EMPTY_XMP.length <= length ? EMPTY_XMP : '';
  return Buffer.from(packet.padEnd(length, ' '), 'latin1');
}
