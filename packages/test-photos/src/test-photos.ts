import { decodeRgb, normalisePhoto, type RgbImage } from '@masterpiece-me/vision';
import sharp, { type Sharp } from 'sharp';
import { fixturePhoto } from './fixtures';

/**
 * The upload's limits (SPEC's CONVERSION_MAX_SIDE_PX, and MAX_PHOTO_SIDE_PX squared): the
 * store's prepare-photo test holds them equal to the store's, so a photo normalised here is the
 * photo the engine is given.
 */
export const UPLOAD_NORMALISATION = { maxSide: 2048, pixelLimit: 4096 * 4096 } as const;

/** A photo through the upload's normalisation: upright, within 2048 px, sRGB JPEG. */
export async function asUploaded(photo: Buffer): Promise<Buffer> {
  const { format } = await sharp(photo).metadata();
  const options = { ...UPLOAD_NORMALISATION, heic: format === 'heif' };
  return (await normalisePhoto(photo, options)).jpeg;
}

/** A fixture as the art engine sees it. */
export async function normalisedFixture(name: string): Promise<Buffer> {
  return asUploaded(fixturePhoto(name));
}

export async function fixtureImage(name: string): Promise<RgbImage> {
  return decodeRgb(await normalisedFixture(name));
}

/** A variant made with sharp (crop, mirror, turn, composite), kept lossless until decoded. */
export async function variantImage(
  name: string,
  edit: (photo: Sharp) => Sharp | Promise<Sharp>,
): Promise<RgbImage> {
  const edited = await edit(sharp(await normalisedFixture(name)));
  return decodeRgb(await edited.png().toBuffer());
}

/** A fixture as normalised, turned clockwise by `degrees` over mid grey (lossless PNG). */
export async function turnedFixture(name: string, degrees: number): Promise<Buffer> {
  const photo = await normalisedFixture(name);
  if (degrees === 0) return photo;
  return sharp(photo).rotate(degrees, { background: '#808080' }).png().toBuffer();
}
