import type { HeadGeometry } from './costumes/costume';
import type { Box } from './layout';
import { blurPlane, blurRaster } from './ops/blur';
import { cropRaster } from './ops/lay-in';
import { createPlane, type Plane, type Raster } from './raster';

/*
 * A portrait painter draws the ears as a soft shape and leaves their folds out. Painted as the
 * photo shows them, an ear's rims and hollows came out in ink lines and washes that read as a
 * small face: the outside judge (npm run art:judge) found a second face on the ear in six
 * artworks of the varied set (Armstrong as Power-Up from three photos; the photographer turned
 * away as Power-Up, watercolour and charcoal), once surer of it than of the face itself.
 * Softened, none is left.
 */

/** Where the ears lie, across from the middle of the face, as shares of the face's width. */
const EARS_FROM = 0.5;
const EARS_TO = 1;
/** ...and up and down from it, as shares of the face's height: brow to the foot of the nose. */
const EARS_ABOVE = 0.4;
const EARS_BELOW = 0.3;
/** The soft rim of that region, as a share of the face's width. */
const RIM = 0.12;
/** The blur that melts an ear's folds, as a share of the face's width: a few paint pixels. */
const FOLD_BLUR = 0.03;

const smooth = (edge0: number, edge1: number, value: number) => {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** How much of each pixel of `box` is ear country: beside the face, within the sitter. */
function earRegion(head: HeadGeometry, sitter: Plane, box: Box): Plane {
  const region = createPlane(box.width, box.height);
  const { faceCenter, faceWidth, faceHeight, tilt } = head;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const rim = faceWidth * RIM;
  for (let y = 0, p = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++, p++) {
      const dx = box.left + x - faceCenter.x;
      const dy = box.top + y - faceCenter.y;
      // In the head's own frame: across the face and down it, whatever its tilt.
      const across = Math.abs(dx * cos + dy * sin);
      const down = -dx * sin + dy * cos;
      const beside =
        smooth(faceWidth * EARS_FROM, faceWidth * EARS_FROM + rim, across) *
        (1 - smooth(faceWidth * EARS_TO - rim, faceWidth * EARS_TO, across));
      const level =
        smooth(-faceHeight * EARS_ABOVE - rim, -faceHeight * EARS_ABOVE, down) *
        (1 - smooth(faceHeight * EARS_BELOW, faceHeight * EARS_BELOW + rim, down));
      const on = sitter.data[(box.top + y) * sitter.width + box.left + x] ?? 0;
      region.data[p] = beside * level * on;
    }
  }
  return region;
}

/**
 * The picture with the ears' folds melted, in place: blurred within the sitter only (what lies
 * behind the head does not bleed in), beside the face at the ears' height.
 */
export async function softenEars(picture: Raster, head: HeadGeometry, sitter: Plane) {
  const reach = head.faceWidth * EARS_TO;
  const left = Math.max(0, Math.floor(head.faceCenter.x - reach));
  const top = Math.max(0, Math.floor(head.faceCenter.y - reach));
  const right = Math.min(picture.width, Math.ceil(head.faceCenter.x + reach));
  const bottom = Math.min(picture.height, Math.ceil(head.faceCenter.y + reach));
  if (right <= left || bottom <= top) return picture;
  const box: Box = { left, top, width: right - left, height: bottom - top };
  const region = earRegion(head, sitter, box);
  const part = cropRaster(picture, box);
  const within = createPlane(box.width, box.height);
  for (let y = 0, p = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++, p++) {
      const on = sitter.data[(top + y) * sitter.width + left + x] ?? 0;
      within.data[p] = on;
      for (let c = 0; c < 3; c++) part.data[p * 3 + c] = (part.data[p * 3 + c] ?? 0) * on;
    }
  }
  const sigma = Math.max(1, head.faceWidth * FOLD_BLUR);
  const [blurred, weight] = await Promise.all([blurRaster(part, sigma), blurPlane(within, sigma)]);
  const { data } = picture;
  for (let y = 0, p = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++, p++) {
      const k = region.data[p] ?? 0;
      const w = weight.data[p] ?? 0;
      if (k <= 0 || w <= 0.05) continue;
      const i = ((top + y) * picture.width + left + x) * 3;
      for (let c = 0; c < 3; c++) {
        const soft = (blurred.data[p * 3 + c] ?? 0) / w;
        data[i + c] = (data[i + c] ?? 0) + (soft - (data[i + c] ?? 0)) * k;
      }
    }
  }
  return picture;
}
