import type { PersonFinder } from '@masterpiece-me/vision';
import sharp from 'sharp';
import { planFor } from './art-plan';
import { encodeMaster } from './encode-master';
import { paintArtwork } from './engine';
import type { Crop } from './framing';
import { layoutFor, PAINT_HEIGHT, PAINT_WIDTH } from './layout';
import { stretchPlane } from './ops/resample';
import { cutOut, place } from './placement';
import { type Plane, type Raster, rasterFromSharp, rasterToSharp } from './raster';
import { turnPhoto } from './straighten';
import type { ArtRequest, Artwork } from './vocabulary';

/** The master's size in pixels, as the store works it out for the print file it will cut. */
interface MasterSize {
  width: number;
  height: number;
}

/**
 * How much of the photo's finer detail goes into the head of an inked style: its flat bands
 * and ink lines hold no skin texture, so only a little sharpness at the features, no pores.
 */
const INKED_DETAIL = 0.4;
/**
 * The painted tone over the photo's, clamped: the detail is scaled to the light the head was
 * painted in (a shadowed cheek keeps small detail), never blown up where the photo is black.
 */
const TONE_RANGE = [0.5, 1.6] as const;
const DARKEST_PHOTO_TONE = 0.04;

/** The upright photo cut to `crop` at the given size, as the portrait was at painting size. */
async function photoAt(original: Buffer, crop: Crop, { width, height }: MasterSize) {
  const photo = crop.turn ? await turnPhoto(original, crop.turn) : original;
  const upright = () => sharp(photo).autoOrient().flatten({ background: '#ffffff' });
  const { autoOrient } = await sharp(photo).metadata();
  const placement = place(crop, autoOrient.width, autoOrient.height, width, height);
  return rasterFromSharp(cutOut(upright(), placement, width, height, 'photo'));
}

/** The original when the store could keep one that sharp reads (not HEIC), else the photo. */
async function sharpestPhoto(request: ArtRequest, original: Buffer | undefined): Promise<Buffer> {
  if (!original) return request.photo;
  const readable = await sharp(original)
    .metadata()
    .then((meta) => meta.format !== 'heif')
    .catch(() => false);
  return readable ? original : request.photo;
}

const luma = (data: Uint8ClampedArray, i: number) =>
  (0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)) / 255;

/**
 * Lays the photo's detail finer than the painting's pixels into `picture` where it shows the
 * photo (`weight`): the photo less its own painting-size copy, scaled by how the painting lit
 * that spot. What the painting holds (composition, light, palette, strokes) is left as it is.
 */
function carryPhotoDetail(
  picture: Raster,
  photo: Raster,
  coarse: Raster,
  weight: Plane,
  strength: number,
) {
  const out = picture.data;
  const [lowest, highest] = TONE_RANGE;
  for (let p = 0, i = 0; p < weight.data.length; p++, i += 3) {
    const w = (weight.data[p] ?? 0) * strength;
    if (w <= 0.004) continue;
    const fine = luma(photo.data, i);
    const low = luma(coarse.data, i);
    const tone = Math.min(
      highest,
      Math.max(lowest, luma(out, i) / Math.max(low, DARKEST_PHOTO_TONE)),
    );
    const lift = w * (fine - low) * tone * 255;
    out[i] = (out[i] ?? 0) + lift;
    out[i + 1] = (out[i + 1] ?? 0) + lift;
    out[i + 2] = (out[i + 2] ?? 0) + lift;
  }
}

/**
 * The artwork painted for a print: the same plan as the shopper's artwork (the request is the
 * job's, so composition, costume, light, palette and strokes are the same), enlarged to `size`
 * and given its surface there, and the head given the detail of the photo at that size (the
 * kept original where it can be read), which a painting made at preview size cannot hold.
 */
export async function paintPrintMaster(
  request: ArtRequest,
  finder: PersonFinder,
  original: Buffer | undefined,
  size: MasterSize,
): Promise<Artwork> {
  const painted = await paintArtwork(request, finder);
  const { width, height } = size;
  const plan = planFor(request.direction, request.look);
  // The painting enlarged once, then given the style's surface at this size: the same weave,
  // cracks and relief as the artwork's, drawn as fine as the print's pixels allow.
  const enlarged = await rasterFromSharp(
    rasterToSharp(painted.painted).resize(width, height, { fit: 'fill', kernel: 'lanczos3' }),
  );
  const picture = plan.finish(enlarged, layoutFor(width, height, painted.face));
  const photo = await photoAt(await sharpestPhoto(request, original), painted.photo.crop, size);
  // The photo as the painting held it: cut at painting size, then enlarged as smoothly.
  const small = await rasterFromSharp(
    rasterToSharp(photo).resize(PAINT_WIDTH, PAINT_HEIGHT, { fit: 'fill', kernel: 'lanczos3' }),
  );
  const coarse = await rasterFromSharp(
    rasterToSharp(small).resize(width, height, { fit: 'fill', kernel: 'cubic' }),
  );
  const strength = plan.inked ? INKED_DETAIL : 1;
  carryPhotoDetail(
    picture,
    photo,
    coarse,
    stretchPlane(painted.photo.shown, width, height),
    strength,
  );
  const image = await encodeMaster(picture.data, width, height);
  return { image, contentType: 'image/jpeg', width, height, subject: painted.subject };
}
