import type { HeadGeometry } from './costumes/costume';
import { smooth } from './head-shape';
import { blurPlane } from './ops/blur';
import { createPlane, type Plane, type Raster } from './raster';

/*
 * What the sitter's hair looks like, from the photo at the temples beside the face: its
 * lightness and colour in CIE Lab, how widely they spread, and how finely it is textured. The
 * hair's fall (hair-fall.ts) keeps what looks like it; the cut behind a turned face
 * (jaw-skin.ts) keeps nothing much lighter than it and the skin.
 */

/** Hair is sampled this many face widths from the face's middle across, at the eyes' height. */
const SAMPLE_ACROSS = [0.58, 0.9] as const;
const SAMPLE_DOWN = [-0.45, -0.1] as const;
/** A side with fewer hair samples than this share of its patch is taken as having no hair. */
const SAMPLES_ENOUGH = 0.15;
/**
 * Lab distances (lightness, and chroma over a and b) counted as the same hair, at least, and as
 * this many of the samples' own spreads; twice that is no longer hair.
 */
const SAME_LIGHTNESS = 32;
const SAME_CHROMA = 8;
/** However mixed the temples' samples, no wider than this in lightness. */
const MOST_LIGHTNESS = 40;
const SPREADS = 2.5;
/**
 * Hair is full of fine strands; a coat or shirt of the same colour is smooth. A pixel whose
 * fine detail (lightness off its own blur) is under this share of the temples' is not hair.
 */
const TEXTURE_SHARE = [0.35, 0.6] as const;

/** The fine detail's scale and the area it is averaged over, in face widths. */
const DETAIL_SCALE = 0.01;
const DETAIL_AREA = 0.03;

export interface HairModel {
  readonly lightness: number;
  readonly a: number;
  readonly b: number;
  readonly lightnessSpread: number;
  readonly chromaSpread: number;
  readonly texture: number;
}

const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** CIE Lab (D65) of one sRGB pixel. */
export function toLab(r: number, g: number, b: number): [number, number, number] {
  const R = linear(r);
  const G = linear(g);
  const B = linear(b);
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.9505);
  const y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.089);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((p, q) => p - q);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export function labAt(photo: Raster, p: number) {
  const i = p * 3;
  return toLab(photo.data[i] ?? 0, photo.data[i + 1] ?? 0, photo.data[i + 2] ?? 0);
}

/** The hair at the temple on one side (-1 the picture's left, 1 its right), if there is any. */
export function hairAt(
  photo: Raster,
  person: Plane,
  texture: Plane | undefined,
  head: HeadGeometry,
  side: number,
): HairModel | undefined {
  const { faceCenter, faceWidth, tilt } = head;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const labs: [number, number, number][] = [];
  const detail: number[] = [];
  let tried = 0;
  const step = Math.max(1, Math.round(faceWidth / 40));
  for (let across = SAMPLE_ACROSS[0]; across <= SAMPLE_ACROSS[1]; across += step / faceWidth) {
    for (let down = SAMPLE_DOWN[0]; down <= SAMPLE_DOWN[1]; down += step / faceWidth) {
      const u = side * across * faceWidth;
      const v = down * faceWidth;
      const x = Math.round(faceCenter.x + u * cos - v * sin);
      const y = Math.round(faceCenter.y + u * sin + v * cos);
      tried++;
      if (x < 0 || y < 0 || x >= person.width || y >= person.height) continue;
      const p = y * person.width + x;
      if ((person.data[p] ?? 0) < 0.5) continue;
      labs.push(labAt(photo, p));
      detail.push(texture?.data[p] ?? 0);
    }
  }
  if (labs.length < tried * SAMPLES_ENOUGH) return undefined;
  const lightness = median(labs.map((l) => l[0]));
  const a = median(labs.map((l) => l[1]));
  const b = median(labs.map((l) => l[2]));
  return {
    lightness,
    a,
    b,
    lightnessSpread: median(labs.map((l) => Math.abs(l[0] - lightness))),
    chromaSpread: median(labs.map((l) => Math.hypot(l[1] - a, l[2] - b))),
    texture: median(detail),
  };
}

/** How much a pixel's colour is the hair's: 1 within the hair's own spread, 0 past twice that. */
function hairColoured(lab: [number, number, number], hair: HairModel): number {
  const lightness =
    Math.abs(lab[0] - hair.lightness) /
    Math.min(MOST_LIGHTNESS, Math.max(SAME_LIGHTNESS, SPREADS * hair.lightnessSpread));
  const chroma =
    Math.hypot(lab[1] - hair.a, lab[2] - hair.b) /
    Math.max(SAME_CHROMA, SPREADS * hair.chromaSpread);
  return 1 - smooth(Math.hypot(lightness, chroma) - 1);
}

/** How much a pixel looks like the hair: of its colour, and as finely textured as the temples. */
export function likeHair(lab: [number, number, number], texture: number, hair: HairModel): number {
  const [least, full] = TEXTURE_SHARE;
  const detail = smooth((texture / Math.max(1e-3, hair.texture) - least) / (full - least));
  return hairColoured(lab, hair) * detail;
}

/** Fine detail of lightness at each pixel: how far it stands off its own blur, averaged. */
export async function fineDetail(photo: Raster, faceWidth: number): Promise<Plane> {
  const lightness = createPlane(photo.width, photo.height);
  for (let p = 0; p < lightness.data.length; p++) {
    const i = p * 3;
    lightness.data[p] =
      (0.299 * (photo.data[i] ?? 0) +
        0.587 * (photo.data[i + 1] ?? 0) +
        0.114 * (photo.data[i + 2] ?? 0)) /
      255;
  }
  const blurred = await blurPlane(lightness, Math.max(0.7, faceWidth * DETAIL_SCALE));
  for (let p = 0; p < lightness.data.length; p++) {
    lightness.data[p] = Math.abs((lightness.data[p] ?? 0) - (blurred.data[p] ?? 0));
  }
  return blurPlane(lightness, Math.max(1, faceWidth * DETAIL_AREA));
}
