import type { HeadGeometry } from '../costumes/costume';
import { createRaster, type Plane, type Raster } from '../raster';

/*
 * Where long hair over the costume ends, read off a picture: column by column across the head's
 * axis, beside the neck, the picture is followed down from just under the chin, where the
 * column is hair, to where it has gone half way from the hair's colour to what lies well below
 * the hair's reach. Half way is where a fade or a lock's tip ends, whatever the two colours.
 */

/** Columns this many face widths either side of the face's middle: beside the neck, to the shoulders. */
const ACROSS = [0.45, 1.35] as const;
/** The hair's colour in a column is read this many face widths under the chin. */
const HAIR_AT = [0.08, 0.18] as const;
/** Columns are followed down to this many face widths under the chin, past any hair's reach. */
const DEEPEST = 1.9;
/** The hair has ended somewhere near once the column is this far from its colour (RGB distance)... */
const LEFT_HAIR = 50;
/** ...and what lies past it is read this many face widths further down, past any fade. */
const PAST = [0.1, 0.3] as const;
/** A column whose hair and what lies past it differ less than this says nothing. */
const LEAST_CONTRAST = 60;
/** The hair beside the jaw, over the chin, in face widths: the head's own hair, kept whole. */
const JAW_ACROSS = [0.6, 0.8] as const;
const JAW_DOWN = [-0.3, -0.05] as const;
/** A column is hair under the chin when the photo's colour there is this close to its side's hair by the jaw. */
const LIKE_JAW = 60;
/** Half the person, on the mask read as a picture. */
const HALF = 127.5;
/** Colours are averaged over this many pixels either side, along and across the column. */
const SPAN = 2;

type Rgb = readonly [number, number, number];

export interface HairEnd {
  /** Across the head's axis from the face's middle, in pixels (negative: the picture's left). */
  readonly across: number;
  /** Depth of the hair's end under the chin along the head's axis, in pixels. */
  readonly depth: number;
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** A reader of the picture's mean colour round a point given in the head's frame. */
function headFrame(image: Raster, head: HeadGeometry) {
  const cos = Math.cos(head.tilt);
  const sin = Math.sin(head.tilt);
  const chinDepth =
    -(head.chin.x - head.faceCenter.x) * sin + (head.chin.y - head.faceCenter.y) * cos;
  /** The mean colour round `across`, `depth` (pixels; depth from the chin, along the axis). */
  return (across: number, depth: number, span = SPAN): Rgb => {
    const sum = [0, 0, 0];
    let count = 0;
    for (let a = -span; a <= span; a++) {
      for (let d = -span; d <= span; d++) {
        const u = across + a;
        const v = chinDepth + depth + d;
        const x = Math.round(head.faceCenter.x + u * cos - v * sin);
        const y = Math.round(head.faceCenter.y + u * sin + v * cos);
        if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
        const i = (y * image.width + x) * 3;
        for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (image.data[i + c] ?? 0);
        count++;
      }
    }
    const n = Math.max(1, count);
    return [(sum[0] ?? 0) / n, (sum[1] ?? 0) / n, (sum[2] ?? 0) / n];
  };
}

/** A mask as a picture whose first channel is the mask, 0..255. */
const planeAsRaster = (plane: Plane): Raster => {
  const raster = createRaster(plane.width, plane.height);
  plane.data.forEach((m, p) => {
    raster.data[p * 3] = m * 255;
  });
  return raster;
};

const mean = (colours: Rgb[]): Rgb => {
  const n = Math.max(1, colours.length);
  const sum = colours.reduce((s, c) => [s[0] + c[0], s[1] + c[1], s[2] + c[2]] as const, [
    0, 0, 0,
  ] as Rgb);
  return [sum[0] / n, sum[1] / n, sum[2] / n];
};

/** The colour with the median brightness. */
const median = (colours: Rgb[]): Rgb => {
  const sorted = [...colours].sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]));
  return sorted[Math.floor(sorted.length / 2)] ?? [0, 0, 0];
};

/**
 * Where a column's hair ends, given its colour at each depth's distance from the hair's: half
 * way up the step from hair to what lies just past it. A fade, or a lock's blurred tip, is
 * crossed half way at the same depth whatever the colours on either side.
 */
function endOf(away: readonly number[], faceWidth: number): number | undefined {
  const first = away.findIndex((d, i) => d > LEFT_HAIR && (away[i + 1] ?? 0) > LEFT_HAIR);
  if (first < 0) return undefined;
  const past = away
    .slice(first + Math.round(PAST[0] * faceWidth), first + Math.round(PAST[1] * faceWidth))
    .sort((a, b) => a - b);
  const level = past[Math.floor(past.length / 2)] ?? 0;
  if (level < LEAST_CONTRAST) return undefined;
  const end = away.findIndex((d) => d >= level / 2);
  return end < 0 ? undefined : end;
}

/**
 * Where the hair falling beside the neck ends in `image`, in every column that is hair under
 * the chin in the photo it was made from: the person there (`person` at least half) and of the
 * colour of the hair beside the jaw. Photo, mask and image share their pixels.
 */
export function hairEnds(
  image: Raster,
  photo: Raster,
  person: Plane,
  head: HeadGeometry,
): HairEnd[] {
  const at = headFrame(image, head);
  const inPhoto = headFrame(photo, head);
  const isPerson = headFrame(planeAsRaster(person), head);
  const fw = head.faceWidth;
  const ends: HairEnd[] = [];
  for (const side of [-1, 1]) {
    const jaw: Rgb[] = [];
    for (let u = JAW_ACROSS[0] * fw; u <= JAW_ACROSS[1] * fw; u += 3) {
      for (let v = JAW_DOWN[0] * fw; v <= JAW_DOWN[1] * fw; v += 3) {
        if ((isPerson(side * u, v, 0)[0] ?? 0) >= HALF) jaw.push(inPhoto(side * u, v));
      }
    }
    const beside = median(jaw);
    for (let u = Math.round(ACROSS[0] * fw); u <= ACROSS[1] * fw; u++) {
      const across = side * u;
      const inHair = HAIR_AT.every(
        (share) =>
          (isPerson(across, share * fw, 0)[0] ?? 0) >= HALF &&
          distance(inPhoto(across, share * fw), beside) <= LIKE_JAW,
      );
      if (jaw.length === 0 || !inHair) continue;
      const hair = mean([at(across, HAIR_AT[0] * fw), at(across, HAIR_AT[1] * fw)]);
      const from = Math.round(HAIR_AT[1] * fw);
      const away: number[] = [];
      for (let depth = from; depth < DEEPEST * fw; depth++) {
        away.push(distance(at(across, depth), hair));
      }
      const end = endOf(away, fw);
      if (end !== undefined) ends.push({ across, depth: from + end });
    }
  }
  return ends;
}

/**
 * How far apart the ends lie along the strands on each side of the neck with at least `least`
 * columns of hair: the spread between the tenth and the ninetieth percentile of the ends' depths,
 * in pixels. A cut straight across the strands spreads by next to nothing, however soft.
 */
export function endSpreads(ends: readonly HairEnd[], least: number): number[] {
  const spreads: number[] = [];
  for (const side of [-1, 1]) {
    const depths = ends
      .filter((end) => end.across * side > 0)
      .map((end) => end.depth)
      .sort((a, b) => a - b);
    if (depths.length < least) continue;
    const at = (share: number) => depths[Math.floor((depths.length - 1) * share)] ?? 0;
    spreads.push(at(0.9) - at(0.1));
  }
  return spreads;
}
