import type { HeadGeometry } from './costumes/costume';
import type { Features } from './head';
import { smooth } from './head-shape';
import { createRandom } from './prng';
import { cloneRaster, type Plane, type Raster } from './raster';

type Rgb = readonly [number, number, number];

/** The brow lies above the eye line by this share of the eye-to-chin distance (as in head.ts). */
const BROW_ABOVE_EYES = 0.3;
/** Above a brim, at least this share of the person's pixels is not skin-coloured. */
const FOREIGN_ROW = 0.6;
/** Headwear's mean colour lies farther than this (RGB distance) from the hair's. */
const HAIR_DISTANCE = 50;
/** A brim lies at most this many face heights above the brow. */
const BRIM_REACH = 0.35;
/** Across the forehead a brim's line wanders at most this many face heights (middle 70 %). */
const STRAIGHT_SPREAD = 0.06;
/** A cap comes this many face heights below the brow over the temples; hair shows below. */
const TEMPLES = 0.15;
/** Hair needs this many samples beside the temples to be known. */
const HAIR_SAMPLES = 20;

/** A line this share of the face height thick or thinner, this much darker (luma), is no hair. */
const THIN_REACH = 0.03;
const THIN_CONTRAST = 25;

/**
 * Hair whose chromaticity (shares of r, g, b) lies this far from the cheeks' is told from skin
 * in the temples' shadow, which has the cheeks' hue at a lower brightness (a brown dome was
 * made of it over grey hair). When enough such hair is seen, only it gives the dome's colour.
 */
const APART_FROM_SKIN = 0.06;
const APART_SHARE = 0.25;

/** Colours are binned this coarsely (per channel) to tell skin, hair and other things apart. */
const BIN = 24;
const BINS = Math.ceil(256 / BIN);
/** A bin is one of the colours once it holds this share of the samples. */
const DOMINANT_SHARE = 0.02;

/**
 * The colours seen in some samples, binned: a bin counts once it holds a share of them (a few
 * pixels of a glasses frame do not make dark a hair colour), widened to its neighbours.
 */
class Colours {
  private readonly counts = new Uint32Array(BINS * BINS * BINS);
  private readonly seen = new Uint8Array(BINS * BINS * BINS);
  private readonly sums = new Float64Array(BINS * BINS * BINS * 3);
  private readonly samples: Rgb[] = [];
  count = 0;

  private static bin(r: number, g: number, b: number) {
    return (Math.floor(r / BIN) * BINS + Math.floor(g / BIN)) * BINS + Math.floor(b / BIN);
  }

  add(r: number, g: number, b: number) {
    const bin = Colours.bin(r, g, b);
    this.counts[bin] = (this.counts[bin] ?? 0) + 1;
    this.sums[bin * 3] = (this.sums[bin * 3] ?? 0) + r;
    this.sums[bin * 3 + 1] = (this.sums[bin * 3 + 1] ?? 0) + g;
    this.sums[bin * 3 + 2] = (this.sums[bin * 3 + 2] ?? 0) + b;
    this.samples.push([r, g, b]);
    this.count++;
  }

  /**
   * The mean colour of the lightest quarter of the samples: hair in shadow, glasses' frames and
   * dark gaps between strands pull a plain mean towards black (half of them still made grey
   * hair brown); the lit hair is what a dome shows.
   */
  lighterQuarter(): Rgb {
    const lumas = this.samples.map(([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b);
    const middle = [...lumas].sort((a, b) => a - b)[Math.floor(lumas.length * 0.75)] ?? 0;
    const sum = [0, 0, 0];
    let n = 0;
    this.samples.forEach((rgb, k) => {
      if ((lumas[k] ?? 0) < middle) return;
      for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (rgb[c] ?? 0);
      n++;
    });
    return sum.map((v) => v / Math.max(1, n)) as unknown as Rgb;
  }

  /** The samples' mean chromaticity: shares of r, g and b in their sum. */
  chroma(): Rgb {
    const sum = [0, 0, 0];
    for (const [r, g, b] of this.samples) {
      const total = Math.max(1, r + g + b);
      sum[0] = (sum[0] ?? 0) + r / total;
      sum[1] = (sum[1] ?? 0) + g / total;
      sum[2] = (sum[2] ?? 0) + b / total;
    }
    return sum.map((v) => v / Math.max(1, this.samples.length)) as unknown as Rgb;
  }

  /** The samples whose chromaticity lies farther than `distance` from `chroma`. */
  apartFrom(chroma: Rgb, distance: number): Colours {
    const apart = new Colours();
    for (const [r, g, b] of this.samples) {
      const total = Math.max(1, r + g + b);
      const off = Math.hypot(r / total - chroma[0], g / total - chroma[1], b / total - chroma[2]);
      if (off > distance) apart.add(r, g, b);
    }
    return apart;
  }

  /** Settles which bins count, once every sample is in. */
  settle(): this {
    const least = Math.max(2, this.count * DOMINANT_SHARE);
    for (let bin = 0; bin < this.counts.length; bin++) {
      if ((this.counts[bin] ?? 0) < least) continue;
      const x = Math.floor(bin / (BINS * BINS));
      const y = Math.floor(bin / BINS) % BINS;
      const z = bin % BINS;
      for (let i = Math.max(0, x - 1); i <= Math.min(BINS - 1, x + 1); i++)
        for (let j = Math.max(0, y - 1); j <= Math.min(BINS - 1, y + 1); j++)
          for (let k = Math.max(0, z - 1); k <= Math.min(BINS - 1, z + 1); k++)
            this.seen[(i * BINS + j) * BINS + k] = 1;
    }
    return this;
  }

  has(r: number, g: number, b: number) {
    return this.seen[Colours.bin(r, g, b)] === 1;
  }
}

/**
 * Hair runs from black through browns, auburn and blonde to grey: red at least green, green at
 * least blue, and never a pure saturated red (a flag behind the head, a red scarf).
 */
const hairLike = (r: number, g: number, b: number) =>
  r >= g - 15 && g >= b - 15 && r - b < 0.7 * r + 10;

const lumaAt = (photo: Raster, x: number, y: number) => {
  const i = (Math.min(photo.height - 1, Math.max(0, y)) * photo.width + x) * 3;
  return (
    0.299 * (photo.data[i] ?? 0) +
    0.587 * (photo.data[i + 1] ?? 0) +
    0.114 * (photo.data[i + 2] ?? 0)
  );
};

/**
 * A dark thin line runs through the pixel: both `reach` rows above and below it, or both
 * columns beside it, are clearly lighter. Glasses' arms and frames run beside the face at the
 * eyes; their colour is not the hair's (dark frames on grey hair made a brown dome).
 */
function thinDark(photo: Raster, x: number, y: number, reach: number): boolean {
  const here = lumaAt(photo, x, y) + THIN_CONTRAST;
  const across = Math.min(lumaAt(photo, x, y - reach), lumaAt(photo, x, y + reach));
  const left = Math.max(0, x - reach);
  const right = Math.min(photo.width - 1, x + reach);
  const along = Math.min(lumaAt(photo, left, y), lumaAt(photo, right, y));
  return across > here || along > here;
}

/** Where the brow line lies in the picture's pixels. */
export function browOf(head: HeadGeometry, features: Features): number {
  const eyes = (features.leftEye.y + features.rightEye.y) / 2;
  return eyes - (head.chin.y - eyes) * BROW_ABOVE_EYES;
}

/** The skin's colours, from the cheeks and nose between the eyes and the mouth. */
function skinColours(photo: Raster, head: HeadGeometry, features: Features): Colours {
  const { width, height, data } = photo;
  const skin = new Colours();
  const eyes = Math.max(features.leftEye.y, features.rightEye.y);
  const left = Math.min(features.leftEye.x, features.rightEye.x);
  const right = Math.max(features.leftEye.x, features.rightEye.x);
  const top = Math.round(eyes + head.faceHeight * 0.06);
  for (
    let y = Math.max(0, top);
    y < Math.min(height, features.mouth.y - head.faceHeight * 0.04);
    y++
  ) {
    for (let x = Math.max(0, Math.round(left)); x < Math.min(width, right); x++) {
      const i = (y * width + x) * 3;
      skin.add(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    }
  }
  return skin.settle();
}

/**
 * The hair's colours, from beside the face at the eyes and below, outside the cheeks and out past
 * the ears (where hair shows behind them under a cap), where a
 * cap leaves hair showing: the person's pixels that are not skin.
 */
function hairColours(photo: Raster, mask: Plane, head: HeadGeometry, brow: number, skin: Colours) {
  const { width, data } = photo;
  const hair = new Colours();
  const reach = Math.max(2, Math.round(head.faceHeight * THIN_REACH));
  const from = Math.max(0, Math.round(brow + head.faceHeight * TEMPLES));
  for (let y = from; y < Math.min(mask.height, brow + head.faceHeight * 0.45); y++) {
    for (const side of [-1, 1]) {
      for (let share = 0.38; share <= 0.72; share += 0.02) {
        const x = Math.round(head.faceCenter.x + side * share * head.faceWidth);
        if (x < 0 || x >= width || (mask.data[y * width + x] ?? 0) < 0.6) continue;
        const i = (y * width + x) * 3;
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        if (skin.has(r, g, b) || !hairLike(r, g, b) || thinDark(photo, x, y, reach)) continue;
        hair.add(r, g, b);
      }
    }
  }
  return hair.settle();
}

/**
 * Headwear in the photo (a cap, a hat, a helmet), found by its brim: across the forehead, the
 * skin ends at one straight line low above the brow (a hairline curves and wanders), and what
 * lies above it is not the hair's colour seen beside the face. Returns the brim's y and the
 * hair's colour, or nothing. Where no hair shows beside the face nothing is found: hair and a
 * cap cannot be told apart there.
 */
export function findHeadwear(
  photo: Raster,
  mask: Plane,
  head: HeadGeometry,
  features: Features,
): { readonly brim: number; readonly hair: Rgb } | undefined {
  const { width, data } = photo;
  const brow = browOf(head, features);
  const skin = skinColours(photo, head, features);
  const hair = hairColours(photo, mask, head, brow, skin);
  if (hair.count < HAIR_SAMPLES) return undefined;
  const colour = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0] as const;
  };
  const lowest = Math.round(brow + head.faceHeight * 0.05);
  const highest = Math.max(2, Math.round(brow - head.faceHeight * BRIM_REACH));
  // Per column, where the forehead's skin ends going up: three rows in a row that are not skin.
  const tops: number[] = [];
  const left = Math.max(0, Math.round(head.faceCenter.x - head.faceWidth * 0.3));
  const right = Math.min(width, Math.round(head.faceCenter.x + head.faceWidth * 0.3));
  for (let x = left; x < right; x++) {
    let run = 0;
    for (let y = lowest; y >= highest; y--) {
      run = skin.has(...colour(x, y)) ? 0 : run + 1;
      if (run === 3) {
        tops.push(y + 2);
        break;
      }
    }
  }
  if (tops.length < (right - left) * 0.8) return undefined;
  tops.sort((a, b) => a - b);
  const quartile = (q: number) => tops[Math.floor((tops.length - 1) * q)] ?? 0;
  if (quartile(0.85) - quartile(0.15) > head.faceHeight * STRAIGHT_SPREAD) return undefined;
  const brim = quartile(0.5);
  // Above the line: not skin, and on the whole not the colour of the hair beside the face.
  const apart = hair.apartFrom(skin.chroma(), APART_FROM_SKIN);
  const seen = apart.count >= Math.max(HAIR_SAMPLES, hair.count * APART_SHARE) ? apart : hair;
  const hairColour = seen.lighterQuarter();
  const sum = [0, 0, 0];
  let above = 0;
  let bare = 0;
  for (let y = brim - 2; y > brim - 2 - head.faceHeight * 0.1 && y >= 0; y--) {
    for (let x = left; x < right; x++) {
      if ((mask.data[y * width + x] ?? 0) < 0.5) continue;
      const [r, g, b] = colour(x, y);
      above++;
      if (skin.has(r, g, b)) bare++;
      sum[0] = (sum[0] ?? 0) + r;
      sum[1] = (sum[1] ?? 0) + g;
      sum[2] = (sum[2] ?? 0) + b;
    }
  }
  if (above === 0 || bare > above * (1 - FOREIGN_ROW)) return undefined;
  const offHair = Math.hypot(...hairColour.map((c, k) => (sum[k] ?? 0) / above - c));
  return offHair > HAIR_DISTANCE ? { brim, hair: hairColour } : undefined;
}

/**
 * The photo and mask with the headwear replaced by hair: above the brim the person becomes a
 * dome of hair over the skull (as wide as the temples, rising a little over the brow), painted
 * in the hair's colour with strands and a light from above; the cap's crown beyond it is no
 * longer person. Styles with headwear of their own still cover it; the others show hair.
 */
export function paintOverHeadwear(
  photo: Raster,
  mask: Plane,
  head: HeadGeometry,
  found: { readonly brim: number; readonly hair: Rgb },
): { photo: Raster; mask: Plane } {
  const { width, height } = photo;
  const painted = cloneRaster(photo);
  const kept: Plane = { width, height, data: mask.data.slice() };
  const hair = found.hair;
  const cx = head.faceCenter.x;
  const radiusX = head.faceWidth * 0.66;
  const radiusY = head.faceHeight * 0.42;
  const centreY = found.brim + head.faceHeight * 0.12;
  const random = createRandom(Math.round(found.brim * 131 + cx));
  const strands = Float32Array.from({ length: 97 }, () => random() * 2 - 1);
  const fade = head.faceHeight * 0.04;
  // Beside the forehead a cap comes lower, over the temples: the hair reaches down there too.
  const temples = head.faceHeight * TEMPLES;
  for (let y = 0; y < Math.min(height, Math.ceil(found.brim + temples + fade)); y++) {
    for (let x = 0; x < width; x++) {
      const side = smooth((Math.abs(x - cx) / head.faceWidth - 0.36) / 0.1);
      const below = smooth((y - found.brim - temples * side) / fade + 0.5);
      const p = y * width + x;
      const u = (x - cx) / radiusX;
      const v = (y - centreY) / radiusY;
      const inside = smooth((1 - Math.sqrt(u * u + v * v)) * 6);
      const dome = inside * (1 - below);
      kept.data[p] = (mask.data[p] ?? 0) * below + dome;
      if (dome <= 0) continue;
      // Strands fall from the crown: a stripe pattern by angle round the crown, lit from above.
      const strand = strands[Math.floor((Math.atan2(v + 1, u) / Math.PI) * 96)] ?? 0;
      const shade = 0.85 + 0.2 * Math.max(0, -v) + 0.05 * strand - 0.12 * Math.abs(u);
      const i = p * 3;
      for (let c = 0; c < 3; c++) {
        const under = painted.data[i + c] ?? 0;
        painted.data[i + c] = under + ((hair[c] ?? 0) * shade - under) * dome;
      }
    }
  }
  return { photo: painted, mask: kept };
}

/**
 * The photo and mask a costume is laid under: as they came, or with the photo's headwear
 * painted over with hair, so a cap never survives into a style (a Navy cap on a knight).
 */
export function bareHead(
  photo: Raster,
  mask: Plane,
  head: HeadGeometry,
  features: Features,
): { photo: Raster; mask: Plane } {
  const found = findHeadwear(photo, mask, head, features);
  return found ? paintOverHeadwear(photo, mask, head, found) : { photo, mask };
}
