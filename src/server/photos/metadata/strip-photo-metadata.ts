import type { ImageType } from '../detect-image-type';
import type { PreparedPhoto } from '../prepare-photo';
import { stripHeifMetadata } from './heif-metadata';
import { stripJpegMetadata } from './jpeg-metadata';
import { stripPngMetadata } from './png-metadata';
import { stripWebpMetadata } from './webp-metadata';

const STRIPPERS: Record<ImageType, (bytes: Buffer) => Buffer | null> = {
  jpeg: stripJpegMetadata,
  png: stripPngMetadata,
  webp: stripWebpMetadata,
  heic: stripHeifMetadata,
};

/**
 * An uploaded photo as it is kept: the picture and its colour profile exactly as sent, without
 * GPS, Exif, XMP or any other metadata but the orientation that shows it upright. Null when the
 * file's structure cannot be walked.
 */
export function stripPhotoMetadata(bytes: Buffer, type: ImageType): Buffer | null {
  return STRIPPERS[type](bytes);
}

/**
 * What is stored as an upload's original: the file as sent, stripped; or, for a file that
 * decoded but whose structure the stripper cannot walk, the normalised JPEG (upright, no
 * metadata), since metadata that cannot be removed is never kept.
 */
export function originalToKeep(
  upload: Buffer,
  prepared: Pick<PreparedPhoto, 'type' | 'jpeg'>,
): { bytes: Buffer; type: ImageType } {
  const stripped = stripPhotoMetadata(upload, prepared.type);
  return stripped
    ? { bytes: stripped, type: prepared.type }
    : { bytes: prepared.jpeg, type: 'jpeg' };
}
