import { ARTWORK_HEIGHT, ARTWORK_WIDTH } from '../layout';
import { createRandom } from '../prng';
import { createPlane, type Plane, type Raster } from '../raster';

/** A surface relief in -1..1 stored as signed bytes, so a style's textures can stay cached. */
export interface Texture {
  readonly width: number;
  readonly height: number;
  readonly data: Int8Array;
}

const cache = new Map<string, Texture>();
/**
 * Textures of the artwork's size and smaller are kept; a print master's (up to 16 MP, a byte
 * each) is built for its one picture and let go, or a print thread would hold one per style.
 */
const LARGEST_KEPT = ARTWORK_WIDTH * ARTWORK_HEIGHT;

/** Textures depend only on size and seed, so each is built once per process. */
export function cachedTexture(
  key: string,
  width: number,
  height: number,
  build: () => Plane,
): Texture {
  const id = `${key}:${width}x${height}`;
  const known = cache.get(id);
  if (known) return known;
  const plane = build();
  const data = new Int8Array(plane.data.length);
  for (let i = 0; i < data.length; i++) {
    data[i] = Math.round(Math.max(-1, Math.min(1, plane.data[i] ?? 0)) * 127);
  }
  const texture = { width, height, data };
  if (width * height <= LARGEST_KEPT) cache.set(id, texture);
  return texture;
}

/** Sums layers of relief, each with its weight. */
export function layer(width: number, height: number, layers: [Plane, number][]): Plane {
  const sum = createPlane(width, height);
  for (const [plane, weight] of layers) {
    for (let i = 0; i < sum.data.length; i++) {
      sum.data[i] = (sum.data[i] ?? 0) + (plane.data[i] ?? 0) * weight;
    }
  }
  return sum;
}

/** Linen canvas: two crossing sets of threads a few pixels apart. */
export function canvasWeave(width: number, height: number, period: number): Plane {
  const plane = createPlane(width, height);
  const warp = new Float32Array(width);
  for (let x = 0; x < width; x++) warp[x] = Math.sin((x / period) * Math.PI * 2);
  for (let y = 0; y < height; y++) {
    const weft = Math.sin((y / period) * Math.PI * 2);
    const over = Math.floor(y / period) % 2 === 0 ? 1 : -1;
    for (let x = 0; x < width; x++) {
      const w = warp[x] ?? 0;
      plane.data[y * width + x] = 0.5 * w * weft + 0.5 * over * (w > 0 ? 1 : -1) * Math.abs(weft);
    }
  }
  return plane;
}

/**
 * Smooth random relief (value noise) whose cells are `along` by `across` pixels, turned by
 * `angle` radians: long thin cells read as brush strokes, square ones as mottling.
 */
export function strokes(
  width: number,
  height: number,
  seed: number,
  cell: { along: number; across: number; angle: number },
): Plane {
  const random = createRandom(seed);
  const grid = 128;
  const values = new Float32Array(grid * grid);
  for (let i = 0; i < values.length; i++) values[i] = random() * 2 - 1;
  const cos = Math.cos(cell.angle);
  const sin = Math.sin(cell.angle);
  const plane = createPlane(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = (x * cos + y * sin) / cell.along + 4096;
      const v = (-x * sin + y * cos) / cell.across + 4096;
      const u0 = Math.floor(u);
      const v0 = Math.floor(v);
      const fu = u - u0;
      const fv = v - v0;
      const su = fu * fu * (3 - 2 * fu);
      const sv = fv * fv * (3 - 2 * fv);
      const a = (v0 % grid) * grid;
      const b = ((v0 + 1) % grid) * grid;
      const c0 = u0 % grid;
      const c1 = (u0 + 1) % grid;
      const top = (values[a + c0] ?? 0) + ((values[a + c1] ?? 0) - (values[a + c0] ?? 0)) * su;
      const bottom = (values[b + c0] ?? 0) + ((values[b + c1] ?? 0) - (values[b + c0] ?? 0)) * su;
      plane.data[y * width + x] = top + (bottom - top) * sv;
    }
  }
  return plane;
}

/** Fine film grain: independent noise per pixel. */
export function grain(width: number, height: number, seed: number): Plane {
  const random = createRandom(seed);
  const plane = createPlane(width, height);
  for (let i = 0; i < plane.data.length; i++) plane.data[i] = random() * 2 - 1;
  return plane;
}

/**
 * Presses a texture into the picture in place: light areas show more relief than deep
 * shadows, as paint and paper do.
 */
export function applyTexture(raster: Raster, texture: Texture, strength: number): Raster {
  const data = raster.data;
  const scale = strength / 127;
  for (let p = 0, i = 0; p < texture.data.length; p++, i += 3) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const lift = (texture.data[p] ?? 0) * scale * (40 + 0.6 * (r + g + b) * 0.333);
    data[i] = r + lift;
    data[i + 1] = g + lift;
    data[i + 2] = b + lift;
  }
  return raster;
}

/**
 * Craquelure: the fine network of cracks in old varnish, drawn where smooth noise crosses
 * zero (-1 on a crack, 0 elsewhere).
 */
export function cracks(width: number, height: number, seed: number, cellSize: number): Plane {
  const noise = strokes(width, height, seed, { along: cellSize, across: cellSize, angle: 0.3 });
  const detail = strokes(width, height, seed + 7, {
    along: cellSize / 3,
    across: cellSize / 3,
    angle: 1.1,
  });
  const plane = createPlane(width, height);
  for (let i = 0; i < plane.data.length; i++) {
    const value = Math.abs((noise.data[i] ?? 0) + 0.25 * (detail.data[i] ?? 0));
    plane.data[i] = value < 0.025 ? -(1 - value / 0.025) : 0;
  }
  return plane;
}
