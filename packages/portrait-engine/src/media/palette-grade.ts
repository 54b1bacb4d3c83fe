import type { Rgb } from '../ops/grade';
import { createRaster, type Raster } from '../raster';
import type { Palette } from '../vocabulary';

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16) || 0;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * How much of the grade skin is spared. A painter keys the setting and the clothes to a
 * palette, not the sitter's face: a spring palette's dark green painted a dark-skinned face
 * green, and the outside judge no longer took it for her (issue 33).
 */
const FLESH_SPARED = 0.8;

const rise = (v: number, from: number, to: number) =>
  Math.min(1, Math.max(0, (v - from) / (to - from)));

/**
 * 0..1: how much a colour reads as skin of any tone: red over green over blue (hue 3° to 50°),
 * neither grey nor vivid. Gold and orange cloth are as vivid as paint; a grey photo has none.
 */
export function fleshShare(r: number, g: number, b: number): number {
  const high = Math.max(r, g, b);
  const low = Math.min(r, g, b);
  if (high < 20 || r < high || b > low) return 0;
  const chroma = high - low;
  const saturation = chroma / high;
  const hue = (60 * (g - b)) / Math.max(1, chroma);
  return (
    rise(saturation, 0.1, 0.2) *
    (1 - rise(saturation, 0.65, 0.8)) *
    rise(hue, 3, 8) *
    (1 - rise(hue, 42, 50))
  );
}

/** The palette as a 256-step ramp from its darkest colour to its lightest. */
function ramp(palette: Palette): Float32Array {
  const stops = palette.colours.map(hexToRgb);
  const table = new Float32Array(256 * 3);
  const last = Math.max(1, stops.length - 1);
  for (let v = 0; v < 256; v++) {
    const at = (v / 255) * last;
    const k = Math.min(last - 1, Math.floor(at));
    const t = stops.length > 1 ? at - k : 0;
    const a = stops[k] ?? [v, v, v];
    const b = stops[k + 1] ?? a;
    for (let c = 0; c < 3; c++) table[v * 3 + c] = (a[c] ?? 0) + ((b[c] ?? 0) - (a[c] ?? 0)) * t;
  }
  return table;
}

/**
 * Grades a picture onto a palette (a gradient map): each pixel's brightness picks the
 * palette's colour at that place from darkest to lightest, shifted to the pixel's own
 * brightness, and blended in by `strength` (0..1). The picture's brightness range is
 * stretched over the whole palette first, so a dim photo still reaches its lightest colour.
 */
export function gradeToPalette(picture: Raster, palette: Palette, strength = 0.7): Raster {
  const { width, height, data } = picture;
  const table = ramp(palette);
  let low = 255;
  let high = 0;
  const lightness = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < lightness.length; p++, i += 3) {
    const l = Math.round(
      0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0),
    );
    lightness[p] = l;
    if (l < low) low = l;
    if (l > high) high = l;
  }
  const span = Math.max(1, high - low);
  const out = createRaster(width, height);
  for (let p = 0, i = 0; p < lightness.length; p++, i += 3) {
    const own = lightness[p] ?? 0;
    const v = Math.round(((own - low) / span) * 255) * 3;
    const r = table[v] ?? 0;
    const g = table[v + 1] ?? 0;
    const b = table[v + 2] ?? 0;
    // The palette's colour at the pixel's own brightness, so the face keeps its modelling.
    const lift = own - (0.299 * r + 0.587 * g + 0.114 * b);
    const [red, green, blue] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    const share = strength * (1 - FLESH_SPARED * fleshShare(red, green, blue));
    out.data[i] = red + (r + lift - red) * share;
    out.data[i + 1] = green + (g + lift - green) * share;
    out.data[i + 2] = blue + (b + lift - blue) * share;
  }
  return out;
}
