import { composePrintArea } from '../domain/print/compose-print-area';
import type { Artwork } from '../ports/art-engine';
import { type PrintFileSpec, printAreaShape } from './print-file';

/**
 * The largest master painted for a print by default, in pixels (PRINT_MASTER_MAX_PIXELS): 16 MP
 * holds an 18″ x 24″ canvas at its own 150 dpi and keeps the painting's few print-size buffers
 * near 300 MB; a 24″ x 36″ file takes the rest of its way (1.3x) by Lanczos.
 */
export const MAX_MASTER_PIXELS = 16_000_000;

export interface MasterSize {
  width: number;
  height: number;
}

/**
 * The size of the artwork's master for one print file: the artwork's shape, large enough that
 * the part of it the file shows lands one master pixel to one file pixel (capped at
 * `maxPixels`), never smaller than the artwork.
 */
export function masterSizeFor(
  artwork: Artwork,
  spec: PrintFileSpec,
  maxPixels = MAX_MASTER_PIXELS,
): MasterSize {
  const { window } = composePrintArea(
    artwork.width,
    artwork.height,
    printAreaShape(spec),
    artwork.subject,
  );
  const wanted = Math.max(
    spec.widthPx / (window.width * artwork.width),
    spec.heightPx / (window.height * artwork.height),
  );
  const largest = Math.sqrt(maxPixels / (artwork.width * artwork.height));
  const scale = Math.max(1, Math.min(wanted, largest));
  return { width: Math.round(artwork.width * scale), height: Math.round(artwork.height * scale) };
}
