import type { PixelPoint, SkinTone } from './costumes/costume';
import type { Layout } from './layout';
import type { Rgb } from './ops/grade';
import type { SceneLight } from './scenes/scene';
import { hex } from './skin';

/*
 * One light over the head and the body: the photo's own colour cast taken off the skin, and
 * the neck drawn in the skin as the scene's light leaves it just under the chin, so the face
 * and the neck are one person lit once.
 */

/** A skin seen under neutral light: its hue is what the photo's cast is measured against. */
const REFERENCE_SKIN: Rgb = [224, 172, 140];
/** How far the skin's hue is turned towards the reference: the cast goes, the person stays. */
const HUE_BALANCE = 0.6;
/** How far the skin's saturation moves towards the reference's (a grey photo gains a little). */
const SATURATION_BALANCE = 0.3;
/** No channel is raised or lowered more than this: a face never changes colour wholesale. */
const MOST_GAIN = 1.4;
const LEAST_GAIN = 0.7;
/** The neck's tone is read this share of the face height under the chin. */
const NECK_BELOW_CHIN = 0.08;

export interface SkinLighting {
  /** Gains on the photo's channels that take its cast off, for the whole head. */
  readonly balance: Rgb;
  /** The skin as the scene's light leaves it on the neck, for the costume's bare skin. */
  readonly neck: SkinTone;
}

export function rgbOf(colour: string): Rgb {
  const value = Number.parseInt(colour.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const lumaOf = (c: Rgb) => 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];

/** A colour from its luma and its two colour differences (blue and red minus luma). */
function fromDifferences(y: number, cb: number, cr: number): Rgb {
  const r = y + cr;
  const b = y + cb;
  return [r, (y - 0.299 * r - 0.114 * b) / 0.587, b];
}

/**
 * Gains that turn the skin's hue most of the way to a neutrally lit skin's and its saturation a
 * little towards it, at the same brightness: a blue or grey cast goes, a dark or pale skin stays
 * dark or pale, and its own warmth mostly stays its own.
 */
export function skinBalance(skin: Rgb): Rgb {
  const y = Math.max(1, lumaOf(skin));
  const cb = skin[2] - y;
  const cr = skin[0] - y;
  const refY = lumaOf(REFERENCE_SKIN);
  const refCb = REFERENCE_SKIN[2] - refY;
  const refCr = REFERENCE_SKIN[0] - refY;
  const refMag = Math.hypot(refCb, refCr);
  const mag = Math.hypot(cb, cr);
  const [ub, ur] = mag > 1e-3 ? [cb / mag, cr / mag] : [refCb / refMag, refCr / refMag];
  const mb = ub + (refCb / refMag - ub) * HUE_BALANCE;
  const mr = ur + (refCr / refMag - ur) * HUE_BALANCE;
  const m = Math.hypot(mb, mr) || 1;
  const saturation = mag / y + (refMag / refY - mag / y) * SATURATION_BALANCE;
  const target = fromDifferences(y, (mb / m) * saturation * y, (mr / m) * saturation * y);
  return target.map((c, k) =>
    Math.min(MOST_GAIN, Math.max(LEAST_GAIN, c / Math.max(1, skin[k] ?? 1))),
  ) as unknown as Rgb;
}

/** How lit a point of the person is, 0 (shaded side) to 1 (lit side), as `placeHead` lights it. */
export function litShare(point: PixelPoint, face: Layout['face'], light: SceneLight): number {
  const length = Math.hypot(light.from.x, light.from.y) || 1;
  const toLight =
    ((point.x - face.x) * light.from.x + (point.y - face.y) * light.from.y) /
    length /
    (face.radius * light.falloff);
  return Math.min(1, Math.max(0, 0.5 + 0.5 * toLight));
}

/** A photo's colour as the scene's light leaves it where `t` of it falls (see `litShare`). */
export function underLight(colour: Rgb, light: SceneLight, t: number): Rgb {
  return colour.map((c, k) => {
    const shade = light.shade[k] ?? 1;
    return c * (shade + ((light.lit[k] ?? 1) - shade) * t);
  }) as unknown as Rgb;
}

/** The skin's balance and the neck's tone under the scene's light, just under the chin. */
export function skinLighting(
  skin: SkinTone,
  light: SceneLight,
  face: Layout['face'],
  chin: PixelPoint,
  faceHeight: number,
  neckTone?: string,
): SkinLighting {
  const base = rgbOf(skin.base);
  // The photo's own neck colour where it shows one, so the drawing goes on from it unseen;
  // balanced by the face's gains, as the photo's neck is.
  const neckBase = neckTone ? rgbOf(neckTone) : base;
  const shade = rgbOf(skin.shade);
  const balance = skinBalance(base);
  // Lit exactly as `placeHead` lights the photo's own neck there, so the two meet unseen.
  const t = litShare({ x: chin.x, y: chin.y + faceHeight * NECK_BELOW_CHIN }, face, light);
  const neck = underLight(
    neckBase.map((c, k) => c * (balance[k] ?? 1)) as unknown as Rgb,
    light,
    t,
  );
  return {
    balance,
    neck: {
      base: hex(neck),
      shade: hex(neck.map((c, k) => (c * (shade[k] ?? 0)) / Math.max(1, base[k] ?? 1))),
    },
  };
}
