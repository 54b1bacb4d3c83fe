import sharp, { type Sharp } from 'sharp';

/**
 * Decoded pixels. Mock-ups are assembled on raw buffers so that every image is decoded once
 * and encoded once; the per-pixel work in between is plain loops over small regions.
 */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

const MOCKUP_JPEG_QUALITY = 82;

export async function toRaw(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export function fromRaw(image: RawImage): Sharp {
  const { width, height, channels } = image;
  return sharp(image.data, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } });
}

/**
 * A mock-up as a shared, never-changed RGB scene plus the patch where this artwork shows.
 * Per-pixel work touches only the patch; the scene is copied once, at encoding.
 */
export interface Mockup {
  scene: RawImage;
  patch: RawImage;
  left: number;
  top: number;
}

/** Lays the patch on a copy of the scene by rows (cheaper than a libvips composite). */
function flattenMockup({ scene, patch, left, top }: Mockup): RawImage {
  const data = Buffer.allocUnsafe(scene.data.length);
  scene.data.copy(data);
  const rowBytes = patch.width * 3;
  for (let y = 0; y < patch.height; y++) {
    patch.data.copy(data, ((top + y) * scene.width + left) * 3, y * rowBytes, (y + 1) * rowBytes);
  }
  return { ...scene, data };
}

export function encodeMockup(mockup: Mockup): Promise<Buffer> {
  return fromRaw(flattenMockup(mockup))
    .jpeg({ quality: MOCKUP_JPEG_QUALITY, optimiseCoding: false })
    .toBuffer();
}

/** The pixels of a rectangle of an RGB image, copied row by row. */
export function cropRgb(
  image: RawImage,
  left: number,
  top: number,
  width: number,
  height: number,
): RawImage {
  const data = Buffer.allocUnsafe(width * height * 3);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * image.width + left) * 3;
    image.data.copy(data, y * width * 3, from, from + width * 3);
  }
  return { data, width, height, channels: 3 };
}

/** A view of the pixels that rounds and clamps what is written to 0-255. */
export function clamped(image: RawImage): Uint8ClampedArray {
  return new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A small deterministic generator so textures look the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}
