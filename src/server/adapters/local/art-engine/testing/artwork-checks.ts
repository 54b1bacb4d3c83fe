import path from 'node:path';
import sharp from 'sharp';

/*
 * What the engine tests share: the fixture photos as the upload step hands them over, and
 * where the picture sits inside any frame.
 */

export const PHOTOS_DIR = path.resolve(
  import.meta.dirname,
  '../../../../../../../shared/fixtures/photos',
);
export const PHOTOS = ['single_grace_hopper_512x512.jpg', 'single_woman_smiling_698x790.png'];
export const ARTWORK = { width: 1232, height: 1536 };
/** The picture inside any frame, as a share of the artwork on each side. */
export const PICTURE = { left: 0.12, top: 0.1 };

/** As the upload step hands photos over: upright, fitted inside 2048 px, JPEG. */
export async function normalisedPhoto(name: string): Promise<Buffer> {
  return sharp(path.join(PHOTOS_DIR, name))
    .rotate()
    .resize(2048, 2048, { fit: 'inside' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export function pictureArea(image: Buffer, width: number, height: number): Promise<Buffer> {
  const left = Math.round(width * PICTURE.left);
  const top = Math.round(height * PICTURE.top);
  return sharp(image)
    .extract({ left, top, width: width - 2 * left, height: height - 2 * top })
    .png()
    .toBuffer();
}
