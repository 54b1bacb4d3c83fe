import type { PersonFinding } from '@masterpiece-me/vision';
import sharp from 'sharp';
import { poseRoll } from './body-tilt';
import { WORKING_JPEG } from './working-jpeg';

/**
 * A face's width, as a share of the analysed photo's width, taken where the detector found
 * none: the pose's eyes and ears must lie apart by shares of it (see `poseRoll`) to be believed.
 */
const ASSUMED_FACE_WIDTH = 0.08;
/** A head the pose reads rolled less than this (radians, 10°) is looked at as it was taken. */
const MIN_ROLL = (10 * Math.PI) / 180;

/**
 * The degrees (clockwise, as sharp turns) to turn the upright photo by before it is read again,
 * when the face detector found no face on a head the pose model reads rolled onto its side; 0
 * otherwise. BlazeFace looks for upright faces: the woman looking over her shoulder, photographed
 * tilted a further 30°, had no face found, so she was painted with a face assumed upright in the
 * middle, a flat block for a neck under her head lying at 55°, in every style. The pose model
 * reads the whole picture and still sees her eyes and ears (their lines 27° and 43°).
 */
export function straightening(finding: PersonFinding): number {
  if (finding.faces.length > 0) return 0;
  const roll = poseRoll({ faceWidth: finding.width * ASSUMED_FACE_WIDTH }, finding.body);
  if (roll === undefined || Math.abs(roll) < MIN_ROLL) return 0;
  return (-roll * 180) / Math.PI;
}

/**
 * The upright photo turned by `degrees`, about its middle, on a canvas grown to hold it: shares
 * of the turned photo frame the same picture at any size (the print's original). The corners it
 * gains are the photo mirrored at its edges: a head cut by the frame went on as a bright block
 * of flat colour where the person mask carried the hair past the edge, and mirrored hair reads
 * as hair.
 */
export async function turnPhoto(photo: Buffer, degrees: number): Promise<Buffer> {
  const { autoOrient } = await sharp(photo).metadata();
  const { width, height } = autoOrient;
  const radians = (Math.abs(degrees) * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const turnedWidth = Math.round(width * cos + height * sin);
  const turnedHeight = Math.round(width * sin + height * cos);
  // The turned canvas, turned back, reaches this far past the photo's edges.
  const side = Math.ceil((turnedWidth * cos + turnedHeight * sin - width) / 2) + 2;
  const below = Math.ceil((turnedWidth * sin + turnedHeight * cos - height) / 2) + 2;
  // sharp turns before it extends within one pipeline: the grown photo is made first.
  const mirrored = await sharp(photo)
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .extend({ left: side, right: side, top: below, bottom: below, extendWith: 'mirror' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grown = await sharp(mirrored.data, { raw: mirrored.info })
    .rotate(degrees)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { info } = grown;
  return sharp(grown.data, { raw: info })
    .extract({
      left: Math.floor((info.width - turnedWidth) / 2),
      top: Math.floor((info.height - turnedHeight) / 2),
      width: turnedWidth,
      height: turnedHeight,
    })
    .jpeg(WORKING_JPEG)
    .toBuffer();
}
