import type { BodyPose, PersonFinder, PersonFinding, SeenFaces } from '@masterpiece-me/vision';
import sharp from 'sharp';
import { placeBody } from './body-tilt';
import { deblockPhoto } from './deblock';
import { exposureGain, liftExposure, liftFaceContrast } from './exposure';
import { type Crop, type Framing, frameFace, frameWithoutFace } from './framing';
import { assumedFace, type PlacedFace, placeFace } from './head';
import type { FacePlace } from './layout';
import { headTop, personX, sight } from './person-finding';
import { cutOut, fitMaskToPhoto, type Placement, place } from './placement';
import { type Plane, planeFromSharp, type Raster, rasterFromSharp } from './raster';
import { keepFace, silhouette } from './silhouette';
import { straightening, turnPhoto } from './straighten';

/** The vision models look at a copy this long on its long side: faces and masks are coarse. */
const ANALYSIS_SIZE = 640;
/** Blur on the mask at portrait size: a feathered cut, never a hard sticker edge. */
const FEATHER_SIGMA = 1.2;
/** Widens the feathered mask a touch, so blurring does not eat into hair. */
const MASK_LIFT = 1.12;

/** A photo made ready for painting: cropped round the face, with the person's mask. */
export interface Portrait {
  readonly photo: Raster;
  /** The person, 1, against the background, 0, with soft edges. */
  readonly mask: Plane;
  readonly face: FacePlace;
  /** The face's box and landmarks in the portrait's pixels (assumed where none was found). */
  readonly placed: PlacedFace;
  /** Where the photo itself lies; outside it, its edge rows and columns are stretched. */
  readonly photoArea: Placement['inner'];
  /** The shoulders and face as the pose model read them, in the portrait's pixels. */
  readonly body?: BodyPose;
  /** What was cut out of the upright photo: the same crop at any size frames the same picture. */
  readonly crop: Crop;
}

export type PortraitStage = 'decode' | 'vision' | 'prepare';

/** Upright, on white where transparent: the photo as every later step reads it. */
function upright(photo: Buffer) {
  return sharp(photo).autoOrient().flatten({ background: '#ffffff' });
}

/** The copy the vision models look at. */
function analysed(photo: Buffer): Promise<Raster> {
  return rasterFromSharp(
    upright(photo).resize(ANALYSIS_SIZE, ANALYSIS_SIZE, {
      fit: 'inside',
      withoutEnlargement: true,
    }),
  );
}

async function cutMask(finding: PersonFinding, crop: Crop, width: number, height: number) {
  const { mask, width: maskWidth, height: maskHeight } = finding;
  const bytes = Buffer.from(mask.buffer, mask.byteOffset, mask.byteLength);
  const raw = sharp(bytes, { raw: { width: maskWidth, height: maskHeight, channels: 1 } });
  const placement = place(crop, maskWidth, maskHeight, width, height);
  const plane = await planeFromSharp(
    cutOut(raw, placement, width, height, 'mask').blur(FEATHER_SIGMA),
  );
  for (let i = 0; i < plane.data.length; i++) {
    plane.data[i] = Math.min(1, (plane.data[i] ?? 0) * MASK_LIFT);
  }
  return plane;
}

/**
 * Frames the photo round the largest face the finder sees (or the faces `seen` in it before)
 * and cuts out the person, at the given size. Without a face the usual face place is assumed;
 * without a usable mask a drawn head-and-shoulders silhouette stands in, so every photo still
 * makes a portrait. A face missed on a head rolled onto its side is looked for again in the
 * photo turned upright (see straighten.ts); `turned` says by how much it already was.
 */
export async function preparePortrait(
  photo: Buffer,
  finder: PersonFinder,
  width: number,
  height: number,
  onStage: (stage: PortraitStage) => void = () => {},
  seen?: SeenFaces,
  turned = 0,
): Promise<Portrait> {
  const asTaken = await analysed(photo);
  // The models read the photo as taken; only what is painted loses a low-quality JPEG's blocks.
  const smooth = await deblockPhoto(photo);
  // The whole photo's exposure, read once: the crop is lit as the scene was.
  const gain = exposureGain(asTaken);
  const lit = gain === 1 ? smooth : await liftExposure(upright(smooth), gain);
  const analysis =
    gain === 1 ? asTaken : await analysed(await liftExposure(upright(photo), gain, true));
  onStage('decode');
  const finding = await finder.find(analysis, seen);
  onStage('vision');
  const { face, maskIsUsable } = sight(finding);
  const turn = turned ? 0 : straightening(finding);
  if (turn !== 0) {
    const straight = await turnPhoto(smooth, turn);
    return preparePortrait(straight, finder, width, height, onStage, undefined, turn);
  }
  const aspect = width / height;
  const framing: Framing = face
    ? frameFace(
        face,
        finding.width,
        finding.height,
        aspect,
        maskIsUsable ? headTop(finding, face) : undefined,
      )
    : frameWithoutFace(
        analysis.width,
        analysis.height,
        aspect,
        maskIsUsable ? personX(finding) : 0.5,
      );
  const { autoOrient } = await sharp(lit).metadata();
  const placement = place(framing.crop, autoOrient.width, autoOrient.height, width, height);
  const [cropped, mask] = await Promise.all([
    rasterFromSharp(cutOut(upright(lit), placement, width, height, 'photo')),
    maskIsUsable
      ? cutMask(finding, framing.crop, width, height)
      : Promise.resolve(silhouette(width, height, framing.face)),
  ]);
  const { crop } = framing;
  const move = (point: { x: number; y: number }) => ({
    x: ((point.x / finding.width - crop.left) / crop.width) * width,
    y: ((point.y / finding.height - crop.top) / crop.height) * height,
  });
  const placed = face ? placeFace(face, move) : assumedFace(framing.face, width, height);
  const portrait: Portrait = {
    photo: face ? liftFaceContrast(cropped, placed.box) : cropped,
    mask: keepFace(fitMaskToPhoto(mask, placement.inner), framing.face),
    face: framing.face,
    placed,
    photoArea: placement.inner,
    crop: turned ? { ...framing.crop, turn: turned } : framing.crop,
    ...(finding.body && { body: placeBody(finding.body, move) }),
  };
  onStage('prepare');
  return portrait;
}
