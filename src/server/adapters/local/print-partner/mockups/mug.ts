import { MUG_SHAPE } from '../print-areas';
import type { PreparedArtwork } from './artwork';
import {
  axisX,
  BODY_HEIGHT,
  diffuse,
  GLAZES,
  type Glaze,
  gloss,
  type HandleSide,
  type MugFinish,
  mugSvg,
  PRINT_BAND,
  RADIUS,
  RIM,
  SCENE_PX,
  TOP,
} from './mug-shape';
import { clamped, cropRgb, fromRaw, type Mockup, type RawImage, toRaw } from './raw-image';

/** A soft grey studio sweep with the mug's shadow pooled beneath it. */
function paintStudio(cx: number): RawImage {
  const data = Buffer.alloc(SCENE_PX * SCENE_PX * 3);
  const floorY = TOP + BODY_HEIGHT;
  for (let y = 0; y < SCENE_PX; y++) {
    const sweep = 1 - 0.07 * (y / SCENE_PX);
    const wideY = ((y - floorY - 12) / (RIM * 1.6)) ** 2;
    const tightY = ((y - floorY - 2) / (RIM * 0.9)) ** 2;
    // Far from the floor line the shadow is nil; skip its arithmetic there.
    const shadowed = wideY < 8;
    for (let x = 0; x < SCENE_PX; x++) {
      let light = sweep;
      if (shadowed) {
        const wide = ((x - cx - 30) / (RADIUS * 1.25)) ** 2 + wideY;
        const tight = ((x - cx - 8) / (RADIUS * 1.02)) ** 2 + tightY;
        light *= (1 - 0.3 * Math.exp(-wide * 1.6)) * (1 - 0.35 * Math.exp(-tight * 4));
      }
      const o = (y * SCENE_PX + x) * 3;
      data[o] = 238 * light;
      data[o + 1] = 239 * light;
      data[o + 2] = 242 * light;
    }
  }
  return { data, width: SCENE_PX, height: SCENE_PX, channels: 3 };
}

async function paintMug(finish: MugFinish, side: HandleSide): Promise<RawImage> {
  const studio = paintStudio(axisX(side));
  const drawn = await toRaw(
    fromRaw(studio).composite([{ input: Buffer.from(mugSvg(finish, side)) }]),
  );
  return toRaw(fromRaw(drawn).removeAlpha());
}

/**
 * Wraps the print round the cylinder: each screen column is a point at angle asin(x / r), and
 * rows bow down towards the middle as the rim ellipse does. The print takes the glaze's light.
 */
function wrapPrint(mug: RawImage, art: RawImage, cx: number, glaze: Glaze): Mockup {
  const top = PRINT_BAND.top + (PRINT_BAND.height - art.height) / 2;
  const left = Math.floor(cx - RADIUS);
  const patchTop = Math.floor(top);
  const patch = cropRgb(
    mug,
    left,
    patchTop,
    Math.ceil(cx + RADIUS) - left,
    Math.ceil(RIM + art.height) + 2,
  );
  const out = clamped(patch);
  const ink = art.data;
  const stride = art.width * 4;
  const half = art.width / 2;
  for (let x = left; x < left + patch.width; x++) {
    const s = (x + 0.5 - cx) / RADIUS;
    if (s <= -1 || s >= 1) continue;
    const angle = Math.asin(s);
    const u = angle * RADIUS + half - 0.5;
    if (u < -0.5 || u > art.width - 0.5) continue;
    const u0 = Math.max(0, Math.min(art.width - 2, Math.floor(u)));
    const fu = Math.max(0, Math.min(1, u - u0));
    const light = diffuse(angle);
    const shine = glaze.gloss * gloss(angle);
    const rowTop = top + RIM * Math.cos(angle);
    for (let y = Math.floor(rowTop); y < Math.ceil(rowTop + art.height); y++) {
      const v = y - rowTop;
      const cover = Math.min(1, y + 1 - rowTop, rowTop + art.height - y);
      const v0 = Math.max(0, Math.min(art.height - 2, Math.floor(v)));
      const fv = Math.max(0, Math.min(1, v - v0));
      const w00 = (1 - fu) * (1 - fv);
      const w10 = fu * (1 - fv);
      const w01 = (1 - fu) * fv;
      const w11 = fu * fv;
      const i = v0 * stride + u0 * 4;
      const alpha =
        ((ink[i + 3] as number) * w00 +
          (ink[i + 7] as number) * w10 +
          (ink[i + stride + 3] as number) * w01 +
          (ink[i + stride + 7] as number) * w11) *
        (cover / 255);
      const o = ((y - patchTop) * patch.width + x - left) * 3;
      // Channels unrolled: with four mugs a job, this loop is a fair share of its mock-ups.
      const j = i + stride;
      const red =
        (ink[i] as number) * w00 +
        (ink[i + 4] as number) * w10 +
        (ink[j] as number) * w01 +
        (ink[j + 4] as number) * w11;
      const green =
        (ink[i + 1] as number) * w00 +
        (ink[i + 5] as number) * w10 +
        (ink[j + 1] as number) * w01 +
        (ink[j + 5] as number) * w11;
      const blue =
        (ink[i + 2] as number) * w00 +
        (ink[i + 6] as number) * w10 +
        (ink[j + 2] as number) * w01 +
        (ink[j + 6] as number) * w11;
      const r = out[o] as number;
      const g = out[o + 1] as number;
      const b = out[o + 2] as number;
      out[o] = r + (red * light + shine - r) * alpha;
      out[o + 1] = g + (green * light + shine - g) * alpha;
      out[o + 2] = b + (blue * light + shine - b) * alpha;
    }
  }
  return { scene: mug, patch, left, top: patchTop };
}

export interface MugMockups {
  render(art: PreparedArtwork, finish: MugFinish, side: HandleSide): Promise<Mockup>;
}

/** 11oz mug mock-ups; each finish and angle is drawn once per process. */
export function createMugMockups(): MugMockups {
  const mugs = new Map<string, Promise<RawImage>>();
  return {
    async render(art, finish, side) {
      const key = `${finish}:${side}`;
      let mug = mugs.get(key);
      if (!mug) {
        // A failed drawing is forgotten, so the next job tries again rather than failing forever.
        mug = paintMug(finish, side).catch((error: unknown) => {
          mugs.delete(key);
          throw error;
        });
        mugs.set(key, mug);
      }
      // The wrap at the band's height; the mug's curve shows only its middle, round the face.
      const height = PRINT_BAND.height;
      const wrapWidth = height * MUG_SHAPE.aspect;
      const width = Math.round(2 * PRINT_BAND.maxAngle * RADIUS);
      const share = width / wrapWidth;
      const part = { x: (1 - share) / 2, y: 0, width: share, height: 1 };
      const [template, print] = await Promise.all([
        mug,
        art.composed(MUG_SHAPE, width, height, part),
      ]);
      return wrapPrint(template, print, axisX(side), GLAZES[finish]);
    },
  };
}
