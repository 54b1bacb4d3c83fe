import sharp from 'sharp';
import { composePrintArea } from '../domain/print/compose-print-area';
import type { Artwork } from '../ports/art-engine';
import { type PrintFileSpec, printAreaShape } from './print-file';

/*
 * How much detail a print file carries, as issue 35 measures it: a region against itself
 * halved and enlarged back. A file with nothing finer than two of its pixels (an enlarged
 * small painting) loses almost nothing that way, 45 dB and up; real detail at the file's own
 * pitch is lost, and the figure falls.
 */

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the face of `artwork` lands in its print file for `spec`, in the file's pixels. */
export function faceInPrintFile(artwork: Artwork, spec: PrintFileSpec): PixelBox {
  const { subject } = composePrintArea(
    artwork.width,
    artwork.height,
    printAreaShape(spec),
    artwork.subject,
  );
  return {
    left: Math.round(subject.x * spec.widthPx),
    top: Math.round(subject.y * spec.heightPx),
    width: Math.round(subject.width * spec.widthPx) & ~1,
    height: Math.round(subject.height * spec.heightPx) & ~1,
  };
}

/** Grey levels of a region of an encoded image, one byte a pixel. */
export async function greyRegion(image: Buffer, box: PixelBox): Promise<Buffer> {
  const region = await sharp(image).extract(box).toColourspace('b-w').raw().toBuffer();
  if (region.length !== box.width * box.height) throw new Error('expected one channel');
  return region;
}

/** Peak signal-to-noise ratio of two grey images of one size, in dB. */
export function psnr(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  return 10 * Math.log10((255 * 255) / Math.max(1e-9, sum / a.length));
}

/** PSNR (dB) of a region of `image` against itself halved and enlarged back with Lanczos. */
export async function halvedPsnr(image: Buffer, box: PixelBox): Promise<number> {
  const region = await greyRegion(image, box);
  // Two pipelines: within one, sharp keeps only the last resize.
  const raw = { raw: { width: box.width, height: box.height, channels: 1 as const } };
  const half = await sharp(region, raw)
    .resize(Math.round(box.width / 2), Math.round(box.height / 2), { kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const back = await sharp(half.data, { raw: { ...half.info, channels: 1 } })
    .resize(box.width, box.height, { kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return psnr(region, back);
}
