import { fileExtension } from '../../../shared/validation/photo-file';

/**
 * The home page's first gate (SPEC §5): an image type, or a HEIC/HEIF name, which some browsers
 * report with no type at all. The full photo rules run after it.
 */
export function isImageFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type.toLowerCase().startsWith('image/')) return true;
  const extension = fileExtension(file.name);
  return extension === 'heic' || extension === 'heif';
}
