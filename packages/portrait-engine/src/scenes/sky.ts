import type { Rgb } from '../ops/grade';
import { createRaster, type Raster } from '../raster';
import { fractalNoise } from './paint-kit';

export interface Clouds {
  readonly seed: number;
  /** Size of the largest cloud masses, as a share of the width. */
  readonly size: number;
  /** Noise level above which there is cloud, about -0.6 (overcast) to 0.6 (a few wisps). */
  readonly cover: number;
  /** Colours of the clouds in their own shadow and where the light catches them. */
  readonly dark: Rgb;
  readonly lit: Rgb;
  /** Where the light catches the clouds: +1 on their undersides, -1 on their tops. */
  readonly litFrom: 1 | -1;
  /** How much wider than tall the cloud masses are. */
  readonly stretch: number;
}

/** Colour at a height (share) from stops ordered by height, blended between them. */
function colourAt(stops: readonly (readonly [number, Rgb])[], t: number): Rgb {
  let previous = stops[0];
  for (const stop of stops) {
    if (previous && stop[0] >= t) {
      const span = stop[0] - previous[0] || 1;
      const k = Math.min(1, Math.max(0, (t - previous[0]) / span));
      const [a, b] = [previous[1], stop[1]];
      return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
    }
    previous = stop;
  }
  return previous ? previous[1] : [0, 0, 0];
}

/**
 * A sky: a vertical gradient from stops (height share, colour) with clouds from fractal
 * noise, shaded lighter on the side the light comes from.
 */
export function paintSky(
  width: number,
  height: number,
  stops: readonly (readonly [number, Rgb])[],
  clouds?: Clouds,
): Raster {
  const sky = createRaster(width, height);
  const noise = clouds
    ? fractalNoise(width, height, clouds.seed, width * clouds.size, 4, clouds.stretch)
    : undefined;
  const offset = Math.max(1, Math.round(height * 0.012)) * width;
  const dark = clouds?.dark ?? [0, 0, 0];
  const lit = clouds?.lit ?? [0, 0, 0];
  for (let y = 0, p = 0; y < height; y++) {
    const [r, g, b] = colourAt(stops, y / height);
    for (let x = 0; x < width; x++, p++) {
      let density = 0;
      let light = 0;
      if (noise && clouds) {
        const n = noise.data[p] ?? 0;
        density = Math.min(1, Math.max(0, (n - clouds.cover) / 0.45));
        const neighbour = noise.data[p + clouds.litFrom * offset] ?? n;
        light = Math.min(1, Math.max(0, 0.5 + (n - neighbour) * 6));
      }
      const i = p * 3;
      sky.data[i] = r + (dark[0] + (lit[0] - dark[0]) * light - r) * density;
      sky.data[i + 1] = g + (dark[1] + (lit[1] - dark[1]) * light - g) * density;
      sky.data[i + 2] = b + (dark[2] + (lit[2] - dark[2]) * light - b) * density;
    }
  }
  return sky;
}
