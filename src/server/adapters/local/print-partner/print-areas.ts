import type { PrintAreaShape } from '../../../domain/print/compose-print-area';
import type { PrintFileSpec } from '../../../print-files/print-file';
import { BLACK_MUG, CANVAS, type CanvasVariant, TEE, WHITE_MUG } from './catalogue';

/** One product's print file in the local catalogue, and the variants printed from it. */
export interface PrintArea extends PrintFileSpec {
  name: string;
  blueprintId: number;
  variantIds: number[];
}

/**
 * Canvases are printed at 150 dpi: the least print-on-demand partners accept, already more
 * than the artwork's own detail (1232 px wide) at 24″ x 36″, and a quarter of the pixels 300
 * dpi would hold. The file covers the front and the gallery wrap round the frame's depth.
 */
export const CANVAS_DPI = 150;
/** Printify's published print areas: a tee front of 15″ x 18″ and an 11oz mug's 9″ x 4″ wrap. */
const PRINT_DPI = 300;
const TEE_AREA_IN = { width: 15, height: 18 };
const MUG_WRAP_IN = { width: 9, height: 4 };

/** A gallery-wrapped canvas's print: the front and, round it, the frame's depth. */
export function canvasShape(widthIn: number, heightIn: number, depthIn: number): PrintAreaShape {
  const fullWidth = widthIn + 2 * depthIn;
  const fullHeight = heightIn + 2 * depthIn;
  return {
    aspect: fullWidth / fullHeight,
    wrap: { x: depthIn / fullWidth, y: depthIn / fullHeight },
  };
}

/** The tee's and the mug's print areas as the mock-ups show them. */
export const TEE_SHAPE: PrintAreaShape = { aspect: TEE_AREA_IN.width / TEE_AREA_IN.height };
export const MUG_SHAPE: PrintAreaShape = { aspect: MUG_WRAP_IN.width / MUG_WRAP_IN.height };

function canvasArea(variant: CanvasVariant): PrintArea {
  const depth = Number.parseFloat(variant.depth);
  const widthIn = variant.widthIn + 2 * depth;
  const heightIn = variant.heightIn + 2 * depth;
  return {
    name: `canvas-${variant.widthIn}x${variant.heightIn}`,
    blueprintId: CANVAS.id,
    variantIds: [variant.id],
    widthPx: Math.round(widthIn * CANVAS_DPI),
    heightPx: Math.round(heightIn * CANVAS_DPI),
    dpi: CANVAS_DPI,
    wrap: canvasShape(variant.widthIn, variant.heightIn, depth).wrap,
  };
}

const PRINT_AREAS: readonly PrintArea[] = [
  ...CANVAS.variants.map(canvasArea),
  {
    name: 'tshirt-front',
    blueprintId: TEE.id,
    variantIds: TEE.variants.map((v) => v.id),
    widthPx: TEE_AREA_IN.width * PRINT_DPI,
    heightPx: TEE_AREA_IN.height * PRINT_DPI,
    dpi: PRINT_DPI,
  },
  ...[WHITE_MUG, BLACK_MUG].map((mug) => ({
    name: `mug-${mug.variants[0]?.colour}-wrap`,
    blueprintId: mug.id,
    variantIds: mug.variants.map((v) => v.id),
    widthPx: MUG_WRAP_IN.width * PRINT_DPI,
    heightPx: MUG_WRAP_IN.height * PRINT_DPI,
    dpi: PRINT_DPI,
  })),
];

/** Every print file the local catalogue needs for one artwork. */
export function listPrintAreas(): readonly PrintArea[] {
  return PRINT_AREAS;
}

export function findPrintArea(blueprintId: number, variantId: number): PrintArea | undefined {
  return PRINT_AREAS.find(
    (area) => area.blueprintId === blueprintId && area.variantIds.includes(variantId),
  );
}
