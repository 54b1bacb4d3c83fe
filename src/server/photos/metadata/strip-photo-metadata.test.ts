import { fixturePhoto } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { holdsSecrets, photoWithMetadata } from '../../testing/photo-with-metadata';
import { originalToKeep, stripPhotoMetadata } from './strip-photo-metadata';

const upright = (bytes: Buffer) => sharp(bytes).rotate().raw().toBuffer();

/**
 * Where each XMP packet lies in a file, found by its text: from its start to its end tag and
 * the one byte (a newline, a NUL) that ends it.
 */
function xmpSpans(file: Buffer): number[][] {
  const spans: number[][] = [];
  for (let at = file.indexOf('<x:xmpmeta'); at !== -1; at = file.indexOf('<x:xmpmeta', at + 1)) {
    const wrapper = file.lastIndexOf('<?xpacket begin', at);
    const start = wrapper !== -1 && at - wrapper < 100 ? wrapper : at;
    const close = file.indexOf('</x:xmpmeta>', at) + '</x:xmpmeta>'.length;
    const trailer = file.indexOf('<?xpacket end', close);
    const end = trailer !== -1 && trailer - close < 4096 ? file.indexOf('?>', trailer) + 2 : close;
    spans.push([start, end + 1]);
  }
  return spans;
}

describe('an uploaded photo as it is kept', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'keeps a %s’s picture, colours and orientation, and nothing else',
    async (format) => {
      const photo = await photoWithMetadata(format);
      expect(holdsSecrets(photo)).toBe(true);
      const kept = stripPhotoMetadata(photo, format);
      if (!kept) throw new Error('not stripped');
      expect(holdsSecrets(kept)).toBe(false);
      const [before, after] = await Promise.all([sharp(photo).metadata(), sharp(kept).metadata()]);
      expect(after.format).toBe(before.format);
      expect(after.orientation).toBe(8);
      expect(after.icc?.equals(before.icc as Buffer)).toBe(true);
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      // The Exif left is the orientation alone: a header and one entry.
      expect(after.exif?.length).toBeLessThanOrEqual(32);
      expect((await upright(kept)).equals(await upright(photo))).toBe(true);
    },
  );

  it('leaves a photo without metadata as it was', () => {
    const plain = fixturePhoto('single_grace_hopper_512x512.jpg');
    expect(stripPhotoMetadata(plain, 'jpeg')?.equals(plain)).toBe(true);
    const heic = fixturePhoto('heic_libheif_example_1280x854.heic');
    expect(stripPhotoMetadata(heic, 'heic')?.equals(heic)).toBe(true);
  });

  it('drops a JPEG’s Exif, XMP and IPTC, and what follows the picture', async () => {
    const camera = fixturePhoto('large_single_espinasse_portrait_6035x8212.jpg');
    const trailer = Buffer.from(`appended video ${'x'.repeat(100)}`);
    const kept = stripPhotoMetadata(Buffer.concat([camera, trailer]), 'jpeg');
    if (!kept) throw new Error('not stripped');
    const after = await sharp(kept).metadata();
    expect([after.exif, after.xmp, after.iptc]).toEqual([undefined, undefined, undefined]);
    expect(kept.includes(trailer)).toBe(false);
    expect(after).toMatchObject({ width: 6035, height: 8212 });
  });

  it('overwrites an iPhone HEIC’s Exif and XMP where they lie, and nothing else', async () => {
    const heic = fixturePhoto('heic_iphone13pro_pug_4032x3024.heic');
    const kept = stripPhotoMetadata(heic, 'heic');
    if (!kept) throw new Error('not stripped');
    expect(heic.includes('iPhone 13 Pro')).toBe(true);
    expect(kept.includes('iPhone 13 Pro')).toBe(false);
    expect(kept.includes('CreatorTool')).toBe(false);
    const [before, after] = await Promise.all([sharp(heic).metadata(), sharp(kept).metadata()]);
    expect(after).toMatchObject({ width: before.width, height: before.height });
    expect(after.icc?.equals(before.icc as Buffer)).toBe(true);
    expect(after.xmp?.toString()).not.toContain('rdf:Description');
    // Every byte that changed lay inside the Exif block or an XMP packet: the pictures did not.
    const exifAt = heic.indexOf('Exif\0\0MM');
    const spans = [[exifAt, exifAt + (before.exif?.length ?? 0)], ...xmpSpans(heic)];
    const inMetadata = (at: number) => spans.some(([from = 0, to = 0]) => at >= from && at < to);
    const changed = [...heic.keys()].filter((at) => heic[at] !== kept[at]);
    expect(kept.length).toBe(heic.length);
    expect(spans.length).toBeGreaterThan(2);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((at) => !inMetadata(at))).toEqual([]);
  });

  it('keeps nothing of a file whose structure it cannot walk', () => {
    const photo = fixturePhoto('single_grace_hopper_512x512.jpg');
    expect(stripPhotoMetadata(photo.subarray(0, 300), 'jpeg')).toBeNull();
    expect(stripPhotoMetadata(Buffer.from('RIFF....WEBPVP8X'), 'webp')).toBeNull();
    expect(stripPhotoMetadata(Buffer.from('not a png'), 'png')).toBeNull();
    expect(stripPhotoMetadata(Buffer.from('\0\0\0\x18ftypheic'), 'heic')).toBeNull();
  });
});

describe('the original an upload keeps', () => {
  it('is the file as sent, stripped, or the normalised JPEG when it cannot be walked', async () => {
    const photo = await photoWithMetadata('png');
    const jpeg = Buffer.from('the normalised jpeg');
    const kept = originalToKeep(photo, { type: 'png', jpeg });
    expect(kept.type).toBe('png');
    expect(holdsSecrets(kept.bytes)).toBe(false);
    const unwalkable = Buffer.concat([Buffer.from('\0\0\0\x18ftypheic'), photo]);
    expect(originalToKeep(unwalkable, { type: 'heic', jpeg })).toEqual({
      bytes: jpeg,
      type: 'jpeg',
    });
  });
});
