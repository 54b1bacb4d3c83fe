import sharp, { type Sharp } from 'sharp';
import {
  type Composition,
  type PixelRect,
  placeComposition,
} from '../domain/print/compose-print-area';

/** An artwork at some resolution, opened afresh for each pipeline that reads it. */
export interface CompositionSource {
  open(): Sharp;
  width: number;
  height: number;
}

/** The extended sides are painted at this long side, then scaled up: soft, and cheap. */
const FIELD_PX = 96;
/** Blur of the mirrored sides, as a share of the field's long side. */
const FIELD_BLUR = 0.045;
/** How far out the sides fade to the colour of the artwork's edge. */
const FIELD_FADE = 0.55;
/** The artwork's edge melts into the painted sides over this share of its width. */
const SEAM_SHARE = 0.05;

const hasSides = (core: PixelRect, out: { width: number; height: number }) =>
  core.left > 0 ||
  core.top > 0 ||
  core.left + core.width < out.width ||
  core.top + core.height < out.height;

/**
 * The sides of a print area wider (or taller) than the artwork: the artwork mirrored at its
 * edges and blurred heavily, fading outwards to its mean colour, as a painter
 * carries a background on. Painted small and returned as RGBA at `out` size.
 */
async function paintedField(
  source: CompositionSource,
  extract: PixelRect,
  core: PixelRect,
  out: { width: number; height: number },
): Promise<Buffer> {
  const k = FIELD_PX / Math.max(out.width, out.height);
  const small = (v: number) => Math.max(1, Math.round(v * k));
  const width = small(out.width);
  const height = small(out.height);
  const inner = {
    left: Math.min(width - 1, Math.round(core.left * k)),
    top: Math.min(height - 1, Math.round(core.top * k)),
    width: small(core.width),
    height: small(core.height),
  };
  inner.width = Math.min(inner.width, width - inner.left);
  inner.height = Math.min(inner.height, height - inner.top);
  const mirrored = await source
    .open()
    .extract(extract)
    .resize(inner.width, inner.height, { fit: 'fill' })
    .removeAlpha()
    .extend({
      left: inner.left,
      top: inner.top,
      right: width - inner.left - inner.width,
      bottom: height - inner.top - inner.height,
      extendWith: 'mirror',
    })
    .raw()
    .toBuffer();
  const blurred = await sharp(mirrored, { raw: { width, height, channels: 3 } })
    .blur(Math.max(0.4, FIELD_BLUR * Math.max(width, height)))
    .raw()
    .toBuffer();
  fadeToMeanColour(blurred, width, height, inner);
  return sharp(blurred, { raw: { width, height, channels: 3 } })
    .resize(out.width, out.height, { fit: 'fill' })
    .ensureAlpha(1)
    .raw()
    .toBuffer();
}

/** Pulls the field towards its mean colour the further a pixel is from the artwork. */
function fadeToMeanColour(field: Buffer, width: number, height: number, inner: PixelRect): void {
  const mean = [0, 0, 0];
  for (let p = 0; p < width * height; p++) {
    for (let c = 0; c < 3; c++) mean[c] = (mean[c] as number) + (field[p * 3 + c] as number);
  }
  const pixels = width * height;
  const reachX = Math.max(inner.left, width - inner.left - inner.width, 1);
  const reachY = Math.max(inner.top, height - inner.top - inner.height, 1);
  for (let y = 0; y < height; y++) {
    const dy = Math.max(inner.top - y, y - (inner.top + inner.height - 1), 0) / reachY;
    for (let x = 0; x < width; x++) {
      const dx = Math.max(inner.left - x, x - (inner.left + inner.width - 1), 0) / reachX;
      const t = FIELD_FADE * Math.min(1, Math.max(dx, dy));
      if (t === 0) continue;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const v = field[o + c] as number;
        field[o + c] = Math.round(v + ((mean[c] as number) / pixels - v) * t);
      }
    }
  }
}

/** Fades the artwork's alpha towards each edge that meets a painted side. */
function featherSeams(rgba: Buffer, core: PixelRect, out: { width: number; height: number }): void {
  const seam = Math.max(1, Math.round(SEAM_SHARE * Math.min(core.width, core.height)));
  const open = {
    left: core.left > 0,
    right: core.left + core.width < out.width,
    top: core.top > 0,
    bottom: core.top + core.height < out.height,
  };
  for (let y = 0; y < core.height; y++) {
    const fy = Math.min(
      open.top ? (y + 0.5) / seam : 1,
      open.bottom ? (core.height - y - 0.5) / seam : 1,
      1,
    );
    for (let x = 0; x < core.width; x++) {
      const fx = Math.min(
        open.left ? (x + 0.5) / seam : 1,
        open.right ? (core.width - x - 0.5) / seam : 1,
        1,
      );
      const f = Math.min(fx, fy);
      if (f >= 1) continue;
      const a = (y * core.width + x) * 4 + 3;
      rgba[a] = Math.round((rgba[a] as number) * f);
    }
  }
}

/**
 * A composition drawn at `out` size, as a pipeline for the caller to encode. Inside the artwork
 * nothing is held but libvips' tiles (a print file streams); only a print area the artwork must
 * be extended for is assembled in memory.
 */
export async function renderComposition(
  source: CompositionSource,
  composition: Composition,
  out: { width: number; height: number },
): Promise<Sharp> {
  const { extract, core } = placeComposition(composition, source, out);
  const resize = { fit: 'fill', kernel: 'lanczos3' } as const;
  if (!hasSides(core, out)) {
    return source.open().extract(extract).resize(out.width, out.height, resize).ensureAlpha(1);
  }
  const [field, art] = await Promise.all([
    paintedField(source, extract, core, out),
    source
      .open()
      .extract(extract)
      .resize(core.width, core.height, resize)
      .ensureAlpha(1)
      .raw()
      .toBuffer(),
  ]);
  featherSeams(art, core, out);
  return sharp(field, { raw: { ...out, channels: 4 } }).composite([
    {
      input: art,
      raw: { width: core.width, height: core.height, channels: 4 },
      left: core.left,
      top: core.top,
    },
  ]);
}
