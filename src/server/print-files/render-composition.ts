import sharp, { type Sharp } from 'sharp';
import {
  type Composition,
  type PixelRect,
  placeComposition,
  type ShareBox,
} from '../domain/print/compose-print-area';

/** An artwork at some resolution, opened afresh for each pipeline that reads it. */
export interface CompositionSource {
  open(): Sharp;
  width: number;
  height: number;
}

/** The extended sides are painted at this long side, then scaled up: soft, and cheap. */
const FIELD_PX = 96;
/** Blur of the painted sides, as a share of the field's long side. */
const FIELD_BLUR = 0.045;
/** How far out the sides fade to the colour of the artwork's edge. */
const FIELD_FADE = 0.55;
/** The artwork's edge melts into the painted sides over this share of its width. */
const SEAM_SHARE = 0.05;

const RESIZE = { fit: 'fill', kernel: 'lanczos3' } as const;

const hasSides = (core: PixelRect, out: { width: number; height: number }) =>
  core.left > 0 ||
  core.top > 0 ||
  core.left + core.width < out.width ||
  core.top + core.height < out.height;

/**
 * The sides of a print area wider (or taller) than the artwork: the colours of the artwork's
 * edge carried outwards and blurred heavily, fading to each edge's mean colour, as a painter
 * carries a background on. (Mirroring instead would bring the face's colours into the sides.)
 * Painted small and returned as RGBA at `out` size.
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
  const carried = await source
    .open()
    .extract(extract)
    .resize(inner.width, inner.height, { fit: 'fill' })
    .removeAlpha()
    .extend({
      left: inner.left,
      top: inner.top,
      right: width - inner.left - inner.width,
      bottom: height - inner.top - inner.height,
      extendWith: 'copy',
    })
    .raw()
    .toBuffer();
  const blurred = await sharp(carried, { raw: { width, height, channels: 3 } })
    .blur(Math.max(0.4, FIELD_BLUR * Math.max(width, height)))
    .raw()
    .toBuffer();
  fadeToEdgeColours(blurred, width, height, inner);
  // Blurred already: a linear upscale is as smooth as Lanczos, and cheaper.
  return sharp(blurred, { raw: { width, height, channels: 3 } })
    .resize(out.width, out.height, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
}

/** The mean colour of a rectangle of an RGB field. */
function meanOf(field: Buffer, width: number, rect: PixelRect): number[] {
  const sum = [0, 0, 0];
  for (let y = rect.top; y < rect.top + rect.height; y++) {
    for (let x = rect.left; x < rect.left + rect.width; x++) {
      for (let c = 0; c < 3; c++)
        sum[c] = (sum[c] as number) + (field[(y * width + x) * 3 + c] as number);
    }
  }
  return sum.map((total) => total / Math.max(1, rect.width * rect.height));
}

/**
 * Pulls each side of the field towards the mean colour of the artwork's edge it carries on
 * from, the more the further out: a ground that loses the picture's detail as it goes.
 */
function fadeToEdgeColours(field: Buffer, width: number, height: number, inner: PixelRect): void {
  const edge = Math.max(1, Math.round(0.08 * Math.min(inner.width, inner.height)));
  const { left, top } = inner;
  const rightEdge = left + inner.width;
  const bottomEdge = top + inner.height;
  const colours = {
    left: meanOf(field, width, { left, top, width: edge, height: inner.height }),
    right: meanOf(field, width, { left: rightEdge - edge, top, width: edge, height: inner.height }),
    top: meanOf(field, width, { left, top, width: inner.width, height: edge }),
    bottom: meanOf(field, width, {
      left,
      top: bottomEdge - edge,
      width: inner.width,
      height: edge,
    }),
  };
  const reach = {
    left: Math.max(1, left),
    right: Math.max(1, width - rightEdge),
    top: Math.max(1, top),
    bottom: Math.max(1, height - bottomEdge),
  };
  for (let y = 0; y < height; y++) {
    const dy =
      y < top ? (top - y) / reach.top : y >= bottomEdge ? (y - bottomEdge + 1) / reach.bottom : 0;
    for (let x = 0; x < width; x++) {
      const dx =
        x < left ? (left - x) / reach.left : x >= rightEdge ? (x - rightEdge + 1) / reach.right : 0;
      if (dx === 0 && dy === 0) continue;
      const target =
        dx >= dy
          ? x < left
            ? colours.left
            : colours.right
          : y < top
            ? colours.top
            : colours.bottom;
      const t = FIELD_FADE * Math.min(1, Math.max(dx, dy));
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const v = field[o + c] as number;
        field[o + c] = Math.round(v + ((target[c] as number) - v) * t);
      }
    }
  }
}

/**
 * The artwork laid on the painted field (both RGB), its edges melting into the field where they
 * meet a painted side, except over the face: a face at the artwork's edge keeps every pixel.
 * Returns RGBA at `out` size.
 */
function layOnField(
  field: Buffer,
  art: Buffer,
  core: PixelRect,
  out: { width: number; height: number },
  face: ShareBox,
): Buffer {
  const rgba = Buffer.alloc(out.width * out.height * 4, 255);
  for (let p = 0; p < out.width * out.height; p++) {
    rgba[p * 4] = field[p * 3] as number;
    rgba[p * 4 + 1] = field[p * 3 + 1] as number;
    rgba[p * 4 + 2] = field[p * 3 + 2] as number;
  }
  const seam = Math.max(1, Math.round(SEAM_SHARE * Math.min(core.width, core.height)));
  const open = {
    left: core.left > 0,
    right: core.left + core.width < out.width,
    top: core.top > 0,
    bottom: core.top + core.height < out.height,
  };
  const faceX0 = Math.floor(face.x * out.width) - core.left - 1;
  const faceX1 = Math.ceil((face.x + face.width) * out.width) - core.left + 1;
  const faceY0 = Math.floor(face.y * out.height) - core.top - 1;
  const faceY1 = Math.ceil((face.y + face.height) * out.height) - core.top + 1;
  for (let y = 0; y < core.height; y++) {
    const fy = Math.min(
      open.top ? (y + 0.5) / seam : 1,
      open.bottom ? (core.height - y - 0.5) / seam : 1,
      1,
    );
    const inFaceRow = y >= faceY0 && y < faceY1;
    for (let x = 0; x < core.width; x++) {
      let f = fy;
      if (open.left && x < seam) f = Math.min(f, (x + 0.5) / seam);
      if (open.right && core.width - x <= seam) f = Math.min(f, (core.width - x - 0.5) / seam);
      if (inFaceRow && x >= faceX0 && x < faceX1) f = 1;
      const a = (y * core.width + x) * 3;
      const o = ((core.top + y) * out.width + core.left + x) * 4;
      for (let c = 0; c < 3; c++) {
        const under = rgba[o + c] as number;
        rgba[o + c] = under + ((art[a + c] as number) - under) * f;
      }
    }
  }
  return rgba;
}

/** The painted sides and the artwork over them, assembled in memory at `out` size as RGBA. */
async function assembleWithSides(
  source: CompositionSource,
  composition: Composition,
  out: { width: number; height: number },
): Promise<Buffer> {
  const { extract, core } = placeComposition(composition, source, out);
  const [field, art] = await Promise.all([
    paintedField(source, extract, core, out),
    source
      .open()
      .extract(extract)
      .resize(core.width, core.height, RESIZE)
      .removeAlpha()
      .raw()
      .toBuffer(),
  ]);
  return layOnField(field, art, core, out, composition.subject);
}

/** The size a composition with painted sides is assembled at: never above the artwork's. */
function workSize(
  source: CompositionSource,
  composition: Composition,
  out: { width: number; height: number },
) {
  const scale = Math.min(1, (composition.window.width * source.width) / out.width);
  return {
    scale,
    width: Math.max(1, Math.round(out.width * scale)),
    height: Math.max(1, Math.round(out.height * scale)),
  };
}

/** A composition drawn at `out` size as RGBA pixels: for the mock-ups, which are small. */
export async function renderCompositionPixels(
  source: CompositionSource,
  composition: Composition,
  out: { width: number; height: number },
): Promise<{ data: Buffer; width: number; height: number; channels: 4 }> {
  const { core } = placeComposition(composition, source, out);
  if (hasSides(core, out) && workSize(source, composition, out).scale === 1) {
    return { data: await assembleWithSides(source, composition, out), ...out, channels: 4 };
  }
  const pipeline = await renderComposition(source, composition, out);
  return { data: await pipeline.raw().toBuffer(), ...out, channels: 4 };
}

/**
 * A composition drawn at `out` size, as a pipeline for the caller to encode. Memory stays
 * bounded whatever the size: inside the artwork the pixels stream through libvips' tiles; a
 * print area the artwork must be extended for is assembled at the artwork's own resolution and
 * only then scaled up, as a stream.
 */
export async function renderComposition(
  source: CompositionSource,
  composition: Composition,
  out: { width: number; height: number },
): Promise<Sharp> {
  const { extract, core } = placeComposition(composition, source, out);
  if (!hasSides(core, out)) {
    return source.open().extract(extract).resize(out.width, out.height, RESIZE).ensureAlpha(1);
  }
  const work = workSize(source, composition, out);
  const assembled = await assembleWithSides(source, composition, work);
  const image = sharp(assembled, { raw: { width: work.width, height: work.height, channels: 4 } });
  return work.scale < 1 ? image.resize(out.width, out.height, RESIZE) : image;
}
