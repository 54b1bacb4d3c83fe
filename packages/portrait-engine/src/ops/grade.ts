import type { Plane, Raster } from '../raster';

export type Rgb = readonly [number, number, number];

/** A colour grade, applied in one pass. Tints are RGB offsets (0..255 scale) at full weight. */
export interface Grade {
  /** Multiplies brightness before the tone curve. */
  exposure?: number;
  /** Power applied to brightness: above 1 deepens the midtones, below 1 opens them. */
  gamma?: number;
  /** S-curve strength, -1..1: positive deepens shadows and brightens highlights. */
  contrast?: number;
  /** Lifts black to this share of white, for an aged, matte print. */
  blacks?: number;
  /** Colourfulness around each pixel's grey: 0 is monochrome. */
  saturation?: number;
  /** Added where the picture is dark, fading out towards white. */
  shadows?: Rgb;
  /** Added where the picture is light, fading out towards black. */
  highlights?: Rgb;
}

function toneCurve(grade: Grade): Float32Array {
  const { exposure = 1, gamma = 1, contrast = 0, blacks = 0 } = grade;
  const curve = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    let x = Math.min(1, (i / 255) * exposure);
    x = x ** gamma;
    x += contrast * (x * x * (3 - 2 * x) - x);
    curve[i] = (blacks + x * (1 - blacks)) * 255;
  }
  return curve;
}

/** Grades in place: tone curve on brightness, then saturation, then split toning. */
export function grade(raster: Raster, spec: Grade): Raster {
  const curve = toneCurve(spec);
  const saturation = spec.saturation ?? 1;
  const [sr, sg, sb] = spec.shadows ?? [0, 0, 0];
  const [hr, hg, hb] = spec.highlights ?? [0, 0, 0];
  const data = raster.data;
  for (let i = 0; i < data.length; i += 3) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    const toned = curve[Math.round(luma)] ?? 0;
    const light = toned / 255;
    const shadowWeight = (1 - light) * (1 - light);
    const highlightWeight = light * light;
    data[i] = toned + (r - luma) * saturation + sr * shadowWeight + hr * highlightWeight;
    data[i + 1] = toned + (g - luma) * saturation + sg * shadowWeight + hg * highlightWeight;
    data[i + 2] = toned + (b - luma) * saturation + sb * shadowWeight + hb * highlightWeight;
  }
  return raster;
}

/**
 * Caps each pixel's colourfulness (its brightest channel over its darkest, 0..255) at `most`
 * in place, in full where `where` (0..1) is 1 and not at all where it is 0: colours under the
 * cap keep their own.
 */
export function capChromaWhere(raster: Raster, most: number, where: Plane): Raster {
  const data = raster.data;
  for (let p = 0, i = 0; p < where.data.length; p++, i += 3) {
    const w = where.data[p] ?? 0;
    if (w <= 0) continue;
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const chroma = Math.max(r, g, b) - Math.min(r, g, b);
    if (chroma <= most) continue;
    const k = 1 + (most / chroma - 1) * w;
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    data[i] = luma + (r - luma) * k;
    data[i + 1] = luma + (g - luma) * k;
    data[i + 2] = luma + (b - luma) * k;
  }
  return raster;
}
