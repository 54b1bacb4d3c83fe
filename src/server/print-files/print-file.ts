import sharp from 'sharp';
import { composePrintArea, type PrintAreaShape } from '../domain/print/compose-print-area';
import type { Artwork } from '../ports/art-engine';
import { renderComposition } from './render-composition';

/** One product's print file as the partner wants it: its size in pixels and its wrap. */
export interface PrintFileSpec {
  widthPx: number;
  heightPx: number;
  /** Pixels per inch, recorded in the file so the partner reads its print size. */
  dpi: number;
  /** See PrintAreaShape.wrap: the sides of a gallery-wrapped canvas. */
  wrap?: PrintAreaShape['wrap'];
}

// Print files are photographs of paintings: JPEG at this quality prints without visible loss
// and keeps a 24″ x 36″ canvas's file near 10 MB rather than a PNG's 60. Huffman tables are not
// optimised: the same pixels in a file 5-9% larger, for a tenth of the encoding (a t-shirt's
// 4500 x 5400 file: 0.08 CPU-seconds against 0.8), which every order paid for each line.
export const PRINT_JPEG = {
  quality: 92,
  chromaSubsampling: '4:2:0',
  optimiseCoding: false,
} as const;

export const printAreaShape = (spec: PrintFileSpec): PrintAreaShape => ({
  aspect: spec.widthPx / spec.heightPx,
  ...(spec.wrap ? { wrap: spec.wrap } : {}),
});

/**
 * The artwork composed for one print area (face whole and on the front, the picture edge to
 * edge) at the partner's size, upscaled with Lanczos where the artwork is smaller, in sRGB with
 * the dpi and no other metadata. The pixels stream through libvips: no print-size raster is
 * held unless the sides must be painted (the artwork's own pixels are, a few MB).
 */
export async function renderPrintFile(artwork: Artwork, spec: PrintFileSpec): Promise<Buffer> {
  const composition = composePrintArea(
    artwork.width,
    artwork.height,
    printAreaShape(spec),
    artwork.subject,
  );
  // Composed from the artwork's pixels alone: encoding with a dpi keeps whatever metadata the
  // input has, and a hosted engine's picture may carry EXIF or XMP (an author, a place).
  const { data, info } = await sharp(artwork.image)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pipeline = await renderComposition(
    {
      open: () => sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }),
      width: artwork.width,
      height: artwork.height,
    },
    composition,
    { width: spec.widthPx, height: spec.heightPx },
  );
  return pipeline.removeAlpha().jpeg(PRINT_JPEG).withMetadata({ density: spec.dpi }).toBuffer();
}
