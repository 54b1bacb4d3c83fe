import sharp from 'sharp';
import { svgDocument } from '../ops/svg';
import { strokes } from '../ops/texture';
import { createPlane, type Plane, type Raster, rasterFromSharp } from '../raster';

/*
 * What the scenes are painted with: SVG for shapes and gradients, value noise for clouds,
 * mist and the unevenness of paint.
 */

export const fixed = (n: number) => n.toFixed(1);

/** Rasterises an SVG body on black at the given size. */
export function paintSvg(width: number, height: number, body: string): Promise<Raster> {
  return rasterFromSharp(
    sharp(Buffer.from(svgDocument(width, height, body))).flatten({ background: '#000000' }),
  );
}

/** A gradient definition from [offset, colour, opacity?] stops. */
export function gradient(
  kind: 'linear' | 'radial',
  id: string,
  attributes: string,
  stops: readonly (readonly [number, string, number?])[],
): string {
  const body = stops
    .map(
      ([offset, colour, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('');
  return `<${kind}Gradient id="${id}" ${attributes}>${body}</${kind}Gradient>`;
}

/** Fractal value noise in about -1..1: `octaves` layers, each half the size of the last. */
export function fractalNoise(
  width: number,
  height: number,
  seed: number,
  size: number,
  octaves = 3,
  stretch = 1,
): Plane {
  const sum = createPlane(width, height);
  let weight = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    const cell = size / 2 ** o;
    const layer = strokes(width, height, seed + o * 101, {
      along: cell * stretch,
      across: cell,
      angle: 0.05,
    });
    for (let i = 0; i < sum.data.length; i++) {
      sum.data[i] = (sum.data[i] ?? 0) + (layer.data[i] ?? 0) * weight;
    }
    total += weight;
    weight *= 0.5;
  }
  for (let i = 0; i < sum.data.length; i++) sum.data[i] = ((sum.data[i] ?? 0) / total) * 1.6;
  return sum;
}

/** Lightens and darkens the picture in place by noise, `amount` levels at full strength. */
export function mottle(raster: Raster, noise: Plane, amount: number): Raster {
  const data = raster.data;
  for (let p = 0, i = 0; p < noise.data.length; p++, i += 3) {
    const lift = (noise.data[p] ?? 0) * amount;
    data[i] = (data[i] ?? 0) + lift;
    data[i + 1] = (data[i + 1] ?? 0) + lift;
    data[i + 2] = (data[i + 2] ?? 0) + lift;
  }
  return raster;
}

/** Draws an SVG body over a picture (transparent where the SVG draws nothing). */
export function paintSvgOver(picture: Raster, body: string): Promise<Raster> {
  const { width, height, data } = picture;
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return rasterFromSharp(
    sharp(bytes, { raw: { width, height, channels: 3 } }).composite([
      { input: Buffer.from(svgDocument(width, height, body)) },
    ]),
  );
}

/**
 * A ridge line for a range of hills or mountains: midpoint displacement between the given
 * heights (shares of the height, left to right), closed along the bottom, as polygon points.
 */
export function ridge(
  random: () => number,
  width: number,
  height: number,
  heights: readonly number[],
  roughness: number,
): string {
  let points = heights.map((h) => h * height);
  let spread = roughness * height;
  while (points.length < 129) {
    const next: number[] = [];
    for (let i = 0; i < points.length - 1; i++) {
      const a = points[i] ?? 0;
      const b = points[i + 1] ?? 0;
      next.push(a, (a + b) / 2 + (random() - 0.5) * spread);
    }
    next.push(points[points.length - 1] ?? 0);
    points = next;
    spread *= 0.55;
  }
  const step = width / (points.length - 1);
  const line = points.map((y, i) => `${fixed(i * step)},${fixed(y)}`).join(' ');
  return `${line} ${width},${height} 0,${height}`;
}
