import { loadImage } from './decoded-image';
import { fitWithin } from './photo-plan';
import { renderJpegDataUrl } from './render-jpeg';
import type { UserPhoto } from './user-photo';

/** A small copy of the photo that fits in local storage, so a reload can still show it. */
export interface PhotoSnapshot {
  /** A data:image/jpeg;base64 URL. */
  dataUrl: string;
  name: string;
  width: number;
  height: number;
}

// Enough for a thumbnail on screen while keeping the stored text to tens of kilobytes.
const THUMBNAIL = { maxSide: 480, quality: 0.8 };

export async function snapshotPhoto(
  photo: UserPhoto,
  { maxSide, quality } = THUMBNAIL,
): Promise<PhotoSnapshot> {
  const image = await loadImage(photo.file);
  try {
    await image.decoded();
    const size = fitWithin(image, maxSide);
    const dataUrl = renderJpegDataUrl(image.source, size, quality);
    return { dataUrl, name: photo.file.name, ...size };
  } finally {
    image.release();
  }
}

const DATA_URL = /^data:([^;,]+);base64,(.*)$/;

/** The photo as a reload brings it back: the stored snapshot shown and rebuilt as a File. */
export function photoFromSnapshot(snapshot: PhotoSnapshot): UserPhoto | null {
  const match = DATA_URL.exec(snapshot.dataUrl);
  if (!match) return null;
  const [, type, base64 = ''] = match;
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return {
    file: new File([bytes], snapshot.name, { type }),
    previewUrl: snapshot.dataUrl,
    width: snapshot.width,
    height: snapshot.height,
  };
}
