import type { Rgb } from '../ops/grade';
import { cachedTexture, grain, layer, strokes, type Texture } from '../ops/texture';
import { createPlane, createRaster, type Plane, type Raster } from '../raster';

/*
 * What the drawing media share: the paper they are laid on, and the picture's brightness
 * read as how much pigment a spot takes.
 */

/** Paper's tooth: fine grain over a soft, fibrous mottle. Built once per size. */
export function paperTooth(width: number, height: number): Texture {
  return cachedTexture('paper-tooth', width, height, () =>
    layer(width, height, [
      [grain(width, height, 811), 0.45],
      [strokes(width, height, 812, { along: 9, across: 3, angle: 0.35 }), 0.35],
      [strokes(width, height, 813, { along: 40, across: 40, angle: 0 }), 0.3],
    ]),
  );
}

/**
 * Strokes of a drawing tool: long thin relief at `angle`, their length and width in pixels,
 * so a medium's marks have a direction as a hand's do.
 */
export function strokeRelief(
  key: string,
  width: number,
  height: number,
  cell: { along: number; across: number; angle: number },
): Texture {
  return cachedTexture(`strokes-${key}`, width, height, () =>
    layer(width, height, [
      [strokes(width, height, 821, cell), 0.75],
      [
        strokes(width, height, 822, { ...cell, along: cell.along / 2, across: cell.across / 2 }),
        0.35,
      ],
    ]),
  );
}

/** A texture's value at pixel `p` in -1..1. */
export const relief = (texture: Texture, p: number): number => (texture.data[p] ?? 0) / 127;

/**
 * How dark each pixel is, 0 (white) to 1 (black), stretched so the picture's own darkest
 * and lightest few per cent span the range: dim photos still draw with full blacks.
 */
export function darkness(picture: Raster): Plane {
  const { width, height, data } = picture;
  const histogram = new Uint32Array(256);
  const lightness = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < lightness.length; p++, i += 3) {
    const l = Math.round(
      0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0),
    );
    lightness[p] = l;
    histogram[l] = (histogram[l] ?? 0) + 1;
  }
  const [low, high] = percentiles(histogram, lightness.length, 0.02, 0.98);
  const span = Math.max(24, high - low);
  const out = createPlane(width, height);
  for (let p = 0; p < lightness.length; p++) {
    out.data[p] = Math.min(1, Math.max(0, (high - (lightness[p] ?? 0)) / span));
  }
  return out;
}

function percentiles(histogram: Uint32Array, total: number, lowShare: number, highShare: number) {
  let seen = 0;
  let low = 0;
  let high = 255;
  for (let v = 0; v < 256; v++) {
    const before = seen;
    seen += histogram[v] ?? 0;
    if (before < total * lowShare && seen >= total * lowShare) low = v;
    if (before < total * highShare && seen >= total * highShare) high = v;
  }
  return [low, high] as const;
}

/** Lays pigment of one colour on paper: 0 shows the paper, 1 the pigment. */
export function onPaper(cover: Plane, paper: Rgb, pigment: Rgb): Raster {
  const out = createRaster(cover.width, cover.height);
  const data = out.data;
  for (let p = 0, i = 0; p < cover.data.length; p++, i += 3) {
    const k = Math.min(1, Math.max(0, cover.data[p] ?? 0));
    data[i] = paper[0] + (pigment[0] - paper[0]) * k;
    data[i + 1] = paper[1] + (pigment[1] - paper[1]) * k;
    data[i + 2] = paper[2] + (pigment[2] - paper[2]) * k;
  }
  return out;
}

/** Smoothstep from `edge0` to `edge1`. */
export function smooth(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}
