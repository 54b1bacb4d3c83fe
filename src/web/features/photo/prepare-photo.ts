import { CONVERSION_JPEG_QUALITY } from '../../../shared/constants';
import { checkPhotoFile, isHeicPhoto, PHOTO_MESSAGES } from '../../../shared/validation/photo-file';
import { type DecodedImage, decodeHeic, loadImage } from './decoded-image';
import { type ConversionPlan, correctedMimeType, planPhoto } from './photo-plan';
import { PhotoProblem, photoProblemMessage } from './photo-problem';
import { renderJpeg } from './render-jpeg';
import type { UserPhoto } from './user-photo';

export type PreparedPhoto = { ok: true; photo: UserPhoto } | { ok: false; message: string };

/**
 * Checks a chosen photo and makes it ready to upload (SPEC §4, §5): size and type first, then
 * its pixel size, then HEIC/HEIF, large files and photos of 4096 px or more re-encoded as JPEG. Never rejects: a problem
 * comes back as the SPEC's message for it.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const check = checkPhotoFile(file);
  if (!check.ok) return check;

  let image: DecodedImage;
  try {
    image = isHeicPhoto(file) ? await decodeHeic(file) : await loadImage(file);
  } catch (error) {
    return { ok: false, message: photoProblemMessage(error, PHOTO_MESSAGES.corruptImage) };
  }
  try {
    const plan = planPhoto(file, image);
    if (!plan.ok) return plan;
    await image.decoded();
    const ready = plan.conversion ? await convert(image, plan.conversion) : typed(file);
    const size = plan.conversion?.output ?? { width: image.width, height: image.height };
    return { ok: true, photo: { file: ready, previewUrl: previewUrl(ready), ...size } };
  } catch (error) {
    return { ok: false, message: photoProblemMessage(error) };
  } finally {
    image.release();
  }
}

async function convert(image: DecodedImage, plan: ConversionPlan): Promise<File> {
  try {
    const jpeg = await renderJpeg(image.source, plan, CONVERSION_JPEG_QUALITY);
    return new File([jpeg], plan.name, { type: 'image/jpeg', lastModified: Date.now() });
  } catch (error) {
    // A photo the browser cannot scale down stays too big to send (SPEC §5).
    if (plan.oversized) throw new PhotoProblem(PHOTO_MESSAGES.tooBig);
    throw new PhotoProblem(photoProblemMessage(error, PHOTO_MESSAGES.conversionFailed));
  }
}

function typed(file: File): File {
  const type = correctedMimeType(file);
  return type ? new File([file], file.name, { type, lastModified: file.lastModified }) : file;
}

function previewUrl(file: File): string {
  try {
    return URL.createObjectURL(file);
  } catch {
    throw new PhotoProblem(PHOTO_MESSAGES.previewFailed);
  }
}
