import type { PeopleCount, PersonFinder, RgbImage, SeenFaces } from '@masterpiece-me/vision';
import { countPeople } from '@masterpiece-me/vision';
import sharp from 'sharp';
import { PEOPLE_MESSAGES } from '../../shared/upload-errors';
import { type PhotoResult, type PreparedPhoto, preparePhotoPixels } from './prepare-photo';

/** Faces are found on a copy this size: plenty for a face that fills a tenth of the frame. */
const ANALYSIS_SIDE_PX = 1024;
/**
 * BlazeFace sees a face within about 45° of upright and the face search turns the photo by
 * quarters, so a head lying near 55° falls between the turns: the woman looking over her
 * shoulder, photographed tilted a further 30°, was refused as showing no face. A photo with no
 * face seen is looked at again turned this many degrees either way (the art engine turns it
 * the same way to paint it: straighten.ts).
 */
const LEAN_TURNS = [40, -40];

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
    const leaning = await peopleOnALean(finder, analysis);
    if (leaning.kind === 'one') return { ok: true, photo };
    if (leaning.kind === 'none') {
      return { ok: false, problem: 'noFace', people: 0, message: PEOPLE_MESSAGES.noFace };
    }
    return severalPeople(leaning.count);
  }
  if (people.kind === 'several') return severalPeople(people.count);
  return { ok: true, photo, faces: seen };
}

function severalPeople(count: number): PhotoVerdict {
  return {
    ok: false,
    problem: 'severalPeople',
    people: count,
    message: PEOPLE_MESSAGES.several(count),
  };
}

/** The people on the copy turned by each of LEAN_TURNS in turn, until one shows any. */
async function peopleOnALean(finder: PersonFinder, analysis: RgbImage): Promise<PeopleCount> {
  const { width, height, data } = analysis;
  for (const degrees of LEAN_TURNS) {
    const turned = await sharp(data, { raw: { width, height, channels: 3 } })
      .rotate(degrees)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { info } = turned;
    const seen = await finder.findFaces({
      width: info.width,
      height: info.height,
      data: turned.data,
    });
    const people = countPeople(seen.faces, info.width, info.height);
    if (people.kind !== 'none') return people;
  }
  return { kind: 'none' };
}
