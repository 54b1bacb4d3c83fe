import type { RgbImage } from '@masterpiece-me/vision';
import { decodeRgb } from '@masterpiece-me/vision';
import sharp, { type Sharp } from 'sharp';
import { preparePhoto } from '../photos/prepare-photo';
import { fixturePhoto } from './fixtures';

/**
 * A fixture as the art engine sees it: through the upload's own normalisation (HEIC decoded,
 * Exif turn applied, longest side at most 2048), then decoded to RGB. Tests only.
 */
export async function normalisedFixture(name: string): Promise<Buffer> {
  const prepared = await preparePhoto(fixturePhoto(name));
  if (!prepared.ok) throw new Error(`${name} was refused: ${prepared.message}`);
  return prepared.photo.jpeg;
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
