import type { Raster } from '../raster';

/**
 * Cel shading in place: brightness snaps to a few bands with a soft step between them while
 * each pixel keeps its hue, the flat-colour look of comics and anime.
 */
export function celShade(raster: Raster, bands: number, edge = 0.15): Raster {
  const curve = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const position = (i / 255) * bands;
    const band = Math.min(bands - 1, Math.floor(position));
    const within = position - band;
    const step = within < 1 - edge ? 0 : (within - (1 - edge)) / edge;
    const level = 0.12 + (0.8 * (band + step * step * (3 - 2 * step))) / (bands - 1);
    curve[i] = Math.max(1, Math.min(255, level * 255));
  }
  const data = raster.data;
  for (let i = 0; i < data.length; i += 3) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const luma = Math.max(1, 0.299 * r + 0.587 * g + 0.114 * b);
    const ratio = (curve[Math.round(luma)] ?? 0) / luma;
    data[i] = r * ratio;
    data[i + 1] = g * ratio;
    data[i + 2] = b * ratio;
  }
  return raster;
}

/** Local contrast in place: pushes each pixel away from its blurred surroundings. */
export function boostDetail(raster: Raster, blurred: Raster, amount: number): Raster {
  const data = raster.data;
  const base = blurred.data;
  for (let i = 0; i < data.length; i++) {
    const value = data[i] ?? 0;
    data[i] = value + (value - (base[i] ?? 0)) * amount;
  }
  return raster;
}
