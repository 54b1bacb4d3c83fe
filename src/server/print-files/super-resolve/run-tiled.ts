import * as tf from '@tensorflow/tfjs-core';
import type { LayersModel } from '@tensorflow/tfjs-layers';
import type { RawRgb } from './raw-rgb';
import { layTiles, type Tile } from './tiles';

/**
 * Pixels the model reads around each kept tile. The RRDN's 3x3 convolutions reach far in
 * theory, but what they draw depends on the nearest few pixels. Measured, 3 x 3 tiles against
 * the whole cut: with 12 pixels of context a painting's 120-pixel cut came within one level
 * (mean 0.01) but a portrait's 96-pixel cut was up to 2 levels off next to the tile edges;
 * 16 keeps both within one level (rounding), as super-resolve.test.ts checks.
 */
export const CONTEXT = 16;

/**
 * Kept pixels a tile's side, so the model reads 128 x 128 (the package's own patch size). The
 * wasm heap grows to the largest tile's activations and never shrinks, so the tile bounds the
 * memory an art thread keeps whatever the picture's size (`npm run bench:super-resolve`).
 */
export const KEEP = 96;

/**
 * The picture enlarged `scale` times by the model, tile by tile, so memory is bounded by one
 * tile's activations whatever the picture's size. Outside the picture the model reads the
 * picture mirrored: zero padding there (black, in the model's input) would darken the
 * print's edges. `keep` is the tiles' kept side (tests tile small pictures finely).
 */
export async function enlargeTiled(
  model: LayersModel,
  picture: RawRgb,
  scale: number,
  keep = KEEP,
): Promise<RawRgb> {
  const width = picture.width * scale;
  const height = picture.height * scale;
  const data = Buffer.alloc(width * height * 3);
  // Same bytes: setting a clamped view from floats rounds and clamps them to 0..255.
  const clamped = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  for (const tile of layTiles(picture.width, picture.height, keep, CONTEXT)) {
    const kept = tf.tidy(() => {
      const input = tf.tensor4d(readTile(picture, tile), [1, tile.read.height, tile.read.width, 3]);
      const output = tf.mul(model.predict(input) as tf.Tensor4D, 255) as tf.Tensor4D;
      return tf.slice(
        output,
        [0, CONTEXT * scale, CONTEXT * scale, 0],
        [1, tile.keep.height * scale, tile.keep.width * scale, 3],
      );
    });
    let values: Float32Array;
    try {
      values = (await kept.data()) as Float32Array;
    } finally {
      kept.dispose();
    }
    const row = tile.keep.width * scale * 3;
    for (let y = 0; y < tile.keep.height * scale; y++) {
      const at = ((tile.keep.top * scale + y) * width + tile.keep.left * scale) * 3;
      clamped.set(values.subarray(y * row, (y + 1) * row), at);
    }
    // A print file takes tens of seconds and the wasm backend answers data() without leaving
    // the microtask queue: let the thread's event loop (messages, timers) run between tiles.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { data, width, height };
}

/** A tile's input as floats 0..1 (the range the package declares for its GAN model). */
function readTile(picture: RawRgb, tile: Tile): Float32Array {
  const { left, top, width, height } = tile.read;
  const values = new Float32Array(width * height * 3);
  let at = 0;
  for (let y = 0; y < height; y++) {
    const rowStart = mirror(top + y - CONTEXT, picture.height) * picture.width;
    for (let x = 0; x < width; x++) {
      const from = (rowStart + mirror(left + x - CONTEXT, picture.width)) * 3;
      values[at++] = (picture.data[from] as number) / 255;
      values[at++] = (picture.data[from + 1] as number) / 255;
      values[at++] = (picture.data[from + 2] as number) / 255;
    }
  }
  return values;
}

/** An index outside 0..size-1 reflected back in (edge pixel repeated), for any distance. */
function mirror(index: number, size: number): number {
  const period = 2 * size;
  const folded = ((index % period) + period) % period;
  return folded < size ? folded : period - 1 - folded;
}
