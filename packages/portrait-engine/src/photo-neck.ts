import type { HeadGeometry, SkinTone } from './costumes/costume';
import type { Plane, Raster } from './raster';
import { hex } from './skin';
import { rgbOf } from './skin-light';

/*
 * The sitter's own neck, read from the photo just under the chin: how wide it is and what
 * colour it has there, so the drawn neck goes on from the photo's at its width and in its
 * colour and every collar is cut round it, rather than a template's neck, one width for all.
 */

/** Rows read, face heights under the chin, along the head's down. */
const ROWS = [0.08, 0.11, 0.14, 0.17];
/**
 * The colour comes from the rows this far under the chin, below the jaw's shadow: the drawn
 * neck casts that shadow itself (see `drawNeck`), and a colour read in it painted the whole
 * neck grey.
 */
const TONE_FROM = 0.11;
/**
 * The neck's brightness as a share of the cheeks', at the least and the most: a neck is a
 * little darker than the face; a darker reading is a shadow or a collar's.
 */
const TONE_DARKEST = 0.78;
const TONE_BRIGHTEST = 1.02;
/** Chromaticity (shares of r, g, b) distance within which a pixel is the face's skin. */
const SAME_HUE = 0.04;
/** Brightness, as a share of the cheeks', that is still skin: a neck is shadowed under the jaw. */
const DARKEST = 0.35;
const BRIGHTEST = 1.5;
/** A row's run ends after this many face widths of pixels that are not skin. */
const GAP = 0.03;
/**
 * Half a neck in face widths, at the least and the most: a real neck is 0.45 to 0.7 of the
 * face's width; a reading outside is hair, a shadow or a collar, clamped back.
 */
const NARROWEST = 0.22;
const WIDEST = 0.35;
/** A run longer than this (face widths each side) went on into a shoulder or a backdrop. */
const RUN_OFF = 0.6;
/** A face turned further than this (see `faceTurn`) shows the neck side-on: not read. */
const MOST_TURN = 0.6;
/** Less than this share of a row's run in skin and it is not a neck (a collar, hair). */
const LEAST_SKIN = 0.6;
/** Fewer readable rows than this and the photo says nothing about the neck. */
const LEAST_ROWS = 2;

export interface PhotoNeck {
  /** Half the neck's width in face widths, when the photo shows it. */
  readonly half?: number;
  /** The neck's colour just under the chin, '#rrggbb', when the photo shows it. */
  readonly tone?: string;
}

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** One row across the neck: its half width in face widths and its skin's summed r, g, b, count. */
function readRow(photo: Raster, mask: Plane, head: HeadGeometry, skin: SkinTone, depth: number) {
  const { chin, faceWidth, faceHeight, tilt } = head;
  const down = { x: -Math.sin(tilt), y: Math.cos(tilt) };
  const across = { x: down.y, y: -down.x };
  const centre = {
    x: chin.x + down.x * depth * faceHeight,
    y: chin.y + down.y * depth * faceHeight,
  };
  const [sr, sg, sb] = rgbOf(skin.base);
  const skinSum = Math.max(1, sr + sg + sb);
  const skinLuma = Math.max(1, luma(sr, sg, sb));
  const sum = [0, 0, 0, 0];
  const isSkin = (k: number) => {
    const x = Math.round(centre.x + across.x * k);
    const y = Math.round(centre.y + across.y * k);
    if (x < 0 || y < 0 || x >= photo.width || y >= photo.height) return false;
    if ((mask.data[y * mask.width + x] ?? 0) < 0.5) return false;
    const i = (y * photo.width + x) * 3;
    const r = photo.data[i] ?? 0;
    const g = photo.data[i + 1] ?? 0;
    const b = photo.data[i + 2] ?? 0;
    const total = Math.max(1, r + g + b);
    const hue = Math.hypot(
      r / total - sr / skinSum,
      g / total - sg / skinSum,
      b / total - sb / skinSum,
    );
    const light = luma(r, g, b) / skinLuma;
    if (hue > SAME_HUE || light < DARKEST || light > BRIGHTEST) return false;
    sum[0] = (sum[0] ?? 0) + r;
    sum[1] = (sum[1] ?? 0) + g;
    sum[2] = (sum[2] ?? 0) + b;
    sum[3] = (sum[3] ?? 0) + 1;
    return true;
  };
  // The middle itself may be a painted line or a pendant's chain: the run is judged by its ends.
  isSkin(0);
  const gap = Math.max(2, GAP * faceWidth);
  const reach = RUN_OFF * faceWidth;
  const edge = (side: number) => {
    let last = 0;
    for (let k = 1; k - last <= gap; k++) {
      if (k > reach) return undefined;
      if (isSkin(side * k)) last = k;
    }
    return last;
  };
  const left = edge(-1);
  const right = edge(1);
  if (left === undefined || right === undefined) return undefined;
  if ((sum[3] ?? 0) < LEAST_SKIN * (left + right)) return undefined;
  return { depth, half: (left + right) / 2 / faceWidth, sum };
}

/** The photo's neck under the chin, or nothing where a turned face, hair or a collar hides it. */
export function readPhotoNeck(
  photo: Raster,
  mask: Plane,
  head: HeadGeometry,
  skin: SkinTone,
  turn: number,
): PhotoNeck {
  if (Math.abs(turn) > MOST_TURN) return {};
  const rows = ROWS.map((depth) => readRow(photo, mask, head, skin, depth)).filter(
    (row) => row !== undefined,
  );
  if (rows.length < LEAST_ROWS) return {};
  const halves = rows.map((row) => row.half).sort((a, b) => a - b);
  const half = halves[Math.floor(halves.length / 2)] ?? 0;
  return { half: Math.min(WIDEST, Math.max(NARROWEST, half)), tone: toneOf(rows, skin) };
}

/** The mean colour of the rows below the jaw's shadow, its brightness kept near the cheeks'. */
function toneOf(rows: readonly { depth: number; sum: number[] }[], skin: SkinTone) {
  const below = rows.filter((row) => row.depth >= TONE_FROM).map((row) => row.sum);
  const count = below.reduce((n, s) => n + (s[3] ?? 0), 0);
  if (count === 0) return undefined;
  const mean = [0, 1, 2].map((c) => below.reduce((n, s) => n + (s[c] ?? 0), 0) / count);
  const [sr = 0, sg = 0, sb = 0] = rgbOf(skin.base);
  const share = luma(mean[0] ?? 0, mean[1] ?? 0, mean[2] ?? 0) / Math.max(1, luma(sr, sg, sb));
  const kept = Math.min(TONE_BRIGHTEST, Math.max(TONE_DARKEST, share));
  return hex(mean.map((c) => (c * kept) / Math.max(0.01, share)));
}
