import type { HeadGeometry } from '../costumes/costume';
import type { Plane, Raster } from '../raster';
import { type Lab, labOf } from './skin-patches';

/*
 * The neck as a viewer sees it under the chin: on each row, the run of skin either side of the
 * chin's middle, ended where the colour leaves the neck's own (hair, collar, backdrop). Read the
 * same way on the photo and on the artwork, so the two widths compare.
 */

/**
 * A pixel this far from the row's middle is no longer the neck: hue (a, b) counts fully,
 * lightness a fifth, since a round neck turns darker towards its sides and under the jaw.
 */
const NOT_NECK = 20;
const LIGHTNESS_WEIGHT = 0.2;
/** The run ends after this share of a face width of pixels that are not neck. */
const GAP = 0.03;
/** The middle of the row whose colour is the neck's: this share of a face width either side. */
const MIDDLE = 0.06;
/** No neck is read wider than this many face widths. */
const WIDEST = 1.4;

function labAt(raster: Raster, x: number, y: number): Lab {
  const i = (y * raster.width + x) * 3;
  return labOf(raster.data[i] ?? 0, raster.data[i + 1] ?? 0, raster.data[i + 2] ?? 0);
}

const apart = (p: Lab, q: Lab) =>
  Math.hypot(p.a - q.a, p.b - q.b) + LIGHTNESS_WEIGHT * Math.abs(p.l - q.l);

/** The mean colour of a row's stretch, `x` from `left` to `right`. */
export function meanLab(raster: Raster, y: number, left: number, right: number): Lab {
  let l = 0;
  let a = 0;
  let b = 0;
  let n = 0;
  for (let x = Math.max(0, Math.round(left)); x <= Math.min(raster.width - 1, right); x++) {
    const p = labAt(raster, x, y);
    l += p.l;
    a += p.a;
    b += p.b;
    n++;
  }
  return { l: l / n, a: a / n, b: b / n };
}

/**
 * The neck's width in face widths on the row `depth` face heights under the chin, or undefined
 * where it runs off past any neck's width; `mask`, when given, also ends the run where the
 * person ends.
 */
export function neckSpan(
  raster: Raster,
  head: HeadGeometry,
  depth: number,
  mask?: Plane,
): number | undefined {
  const { chin, faceWidth, faceHeight } = head;
  const y = Math.round(chin.y + depth * faceHeight);
  if (y < 0 || y >= raster.height) return undefined;
  const mid = Math.round(chin.x);
  const middle = meanLab(raster, y, mid - MIDDLE * faceWidth, mid + MIDDLE * faceWidth);
  const gap = Math.max(2, Math.round(GAP * faceWidth));
  const reach = Math.round((WIDEST / 2) * faceWidth);
  const edge = (side: number) => {
    let last = mid;
    for (let k = 1; k <= reach; k++) {
      const x = mid + side * k;
      if (x < 0 || x >= raster.width) return undefined;
      const person = !mask || (mask.data[y * raster.width + x] ?? 0) >= 0.5;
      if (person && apart(labAt(raster, x, y), middle) < NOT_NECK) last = x;
      else if (Math.abs(x - last) > gap) return last;
    }
    return undefined;
  };
  const left = edge(-1);
  const right = edge(1);
  if (left === undefined || right === undefined) return undefined;
  return (right - left) / faceWidth;
}
