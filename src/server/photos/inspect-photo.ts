import sharp from 'sharp';
import { PEOPLE_MESSAGES } from '../../shared/upload-errors';
import { countPeople } from '../vision/count-people';
import type { PersonFinder, RgbImage, SeenFaces } from '../vision/person';
import { type PhotoResult, type PreparedPhoto, preparePhotoPixels } from './prepare-photo';

/** Faces are found on a copy this size: plenty for a face that fills a tenth of the frame. */
const ANALYSIS_SIDE_PX = 1024;

export type PhotoVerdict =
  | Exclude<PhotoResult, { ok: true }>
  | {
      ok: true;
      photo: PreparedPhoto;
      /** The faces the check found, for the render to start from (absent where none looked). */
      faces?: SeenFaces;
    }
  | { ok: false; problem: 'noFace' | 'severalPeople'; people: number; message: string };

/** A sound photo, normalised, with the small copy its faces are looked for on. */
export type PhotoForCheck =
  | Exclude<PhotoResult, { ok: true }>
  | {
      ok: true;
      photo: PreparedPhoto;
      analysis: RgbImage;
    };

/**
 * The whole check of an uploaded photo: sound and of the right size (preparePhoto), then of
 * exactly one person (the one-person rule of count-people.ts). Every refusal carries its message.
 */
export async function inspectPhoto(finder: PersonFinder, bytes: Buffer): Promise<PhotoVerdict> {
  const prepared = await preparePhotoForCheck(bytes);
  return prepared.ok ? checkPeople(finder, prepared.photo, prepared.analysis) : prepared;
}

/**
 * The check's first half, pixels only (no model): decode, normalise and shrink the photo, so a
 * thread without the models can do it.
 */
export async function preparePhotoForCheck(bytes: Buffer): Promise<PhotoForCheck> {
  const prepared = await preparePhotoPixels(bytes);
  if (!prepared.ok) return prepared;
  const { pixels, photo } = prepared;
  const { data, info } = await sharp(pixels.data, { raw: pixels })
    .resize(ANALYSIS_SIDE_PX, ANALYSIS_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { ok: true, photo, analysis: { width: info.width, height: info.height, data } };
}

/** The check's second half: the faces on the small copy, and the one-person rule. */
export async function checkPeople(
  finder: PersonFinder,
  photo: PreparedPhoto,
  analysis: RgbImage,
): Promise<PhotoVerdict> {
  const seen = await finder.findFaces(analysis);
  const people = countPeople(seen.faces, analysis.width, analysis.height);
  if (people.kind === 'none') {
    return { ok: false, problem: 'noFace', people: 0, message: PEOPLE_MESSAGES.noFace };
  }
  if (people.kind === 'several') {
    return {
      ok: false,
      problem: 'severalPeople',
      people: people.count,
      message: PEOPLE_MESSAGES.several(people.count),
    };
  }
  return { ok: true, photo, faces: seen };
}
