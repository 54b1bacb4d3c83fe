import sharp, { type Sharp } from 'sharp';

/** An 8-bit RGB picture held in memory, so per-pixel work runs in plain loops. */
export interface Raster {
  readonly width: number;
  readonly height: number;
  /** Interleaved RGB; the clamped array rounds and clips every write for free. */
  readonly data: Uint8ClampedArray;
}

/** One channel of values in 0..1: a mask, a light map or a texture. */
export interface Plane {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array;
}

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8ClampedArray(width * height * 3) };
}

export function cloneRaster(raster: Raster): Raster {
  return { width: raster.width, height: raster.height, data: raster.data.slice() };
}

export function createPlane(width: number, height: number, fill = 0): Plane {
  const data = new Float32Array(width * height);
  if (fill !== 0) data.fill(fill);
  return { width, height, data };
}

export function rasterToSharp(raster: Raster): Sharp {
  const { data, width, height } = raster;
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sharp(bytes, { raw: { width, height, channels: 3 } });
}

/** Runs a sharp pipeline to the end and keeps its pixels as RGB. */
export async function rasterFromSharp(image: Sharp): Promise<Raster> {
  const { data, info } = await image
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const view = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return { width: info.width, height: info.height, data: view };
}

export function planeToSharp(plane: Plane): Sharp {
  const { width, height } = plane;
  const bytes = Buffer.alloc(width * height);
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = Math.round(Math.min(1, Math.max(0, plane.data[i] ?? 0)) * 255);
  }
  return sharp(bytes, { raw: { width, height, channels: 1 } });
}

export async function planeFromSharp(image: Sharp): Promise<Plane> {
  const { data, info } = await image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const plane = createPlane(info.width, info.height);
  for (let i = 0; i < plane.data.length; i++) plane.data[i] = (data[i] ?? 0) / 255;
  return plane;
}

/** Each pixel of `into` raised to `other`'s where that is higher: two masks as one. */
export function unitePlanes(into: Plane, other: Plane): Plane {
  for (let i = 0; i < into.data.length; i++) {
    into.data[i] = Math.max(into.data[i] ?? 0, other.data[i] ?? 0);
  }
  return into;
}

/** Rec. 601 luma in 0..1, the brightness every tonal operation works from. */
export function luminance(raster: Raster): Plane {
  const { data, width, height } = raster;
  const plane = createPlane(width, height);
  const out = plane.data;
  for (let p = 0, i = 0; p < out.length; p++, i += 3) {
    out[p] =
      (0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)) / 255;
  }
  return plane;
}
