import type { Plane, Raster } from '../raster';
import type { Rgb } from './grade';

/**
 * Comic-book halftone in place: ink dots on a turned grid, bigger where the picture is
 * darker, none above `threshold` brightness (0..1), smaller where `spared` (0..1) is set.
 */
export function halftone(
  raster: Raster,
  cell: number,
  threshold: number,
  ink: Rgb,
  spared?: Plane,
): Raster {
  const { width, height, data } = raster;
  const cos = Math.cos(Math.PI / 4) / cell;
  const sin = Math.sin(Math.PI / 4) / cell;
  const edge = 1.2 / cell;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const r = data[i] ?? 0;
      const g = data[i + 1] ?? 0;
      const b = data[i + 2] ?? 0;
      const darkness = 1 - (0.299 * r + 0.587 * g + 0.114 * b) / 255 / threshold;
      if (darkness <= 0) continue;
      const u = x * cos + y * sin;
      const v = y * cos - x * sin;
      const du = u - Math.floor(u) - 0.5;
      const dv = v - Math.floor(v) - 0.5;
      const distance = Math.sqrt(du * du + dv * dv);
      const kept = spared ? (spared.data[y * width + x] ?? 0) : 0;
      const radius = Math.sqrt(darkness) * 0.55 * (1 - kept);
      const t = Math.min(1, Math.max(0, (radius - distance) / edge + 0.5)) * (1 - kept);
      data[i] = r + (ink[0] - r) * t;
      data[i + 1] = g + (ink[1] - g) * t;
      data[i + 2] = b + (ink[2] - b) * t;
    }
  }
  return raster;
}

/**
 * Darkens every `period`-th row in place, like a CRT screen, less where `spared` (0..1) is set:
 * lines ruled across a face hide it from a viewer's glance and from face detectors alike.
 */
export function scanlines(raster: Raster, period: number, depth: number, spared?: Plane): Raster {
  const { width, data } = raster;
  const rowLength = width * 3;
  for (let start = 0; start < data.length; start += rowLength * period) {
    for (let i = start; i < Math.min(data.length, start + rowLength); i++) {
      const kept = spared ? (spared.data[Math.floor(i / 3)] ?? 0) : 0;
      data[i] = (data[i] ?? 0) * (1 - depth * (1 - kept));
    }
  }
  return raster;
}
