import { z } from 'zod';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { type PhotoSnapshot, photoFromSnapshot, snapshotPhoto } from './photo-snapshot';
import type { UserPhoto } from './user-photo';

/**
 * Large enough to make the art from (the upload sends at most 2,048 px), small enough for the
 * tab's session storage: a few hundred kilobytes.
 */
const UPLOADABLE = { maxSide: 1600, quality: 0.88 };

const snapshotSchema = z.object({
  dataUrl: z.string().startsWith('data:image/'),
  name: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** The photo chosen but not yet sent, kept for this tab so a reload does not lose it. */
export interface ChosenPhotoKeeper {
  keep(photo: UserPhoto): Promise<void>;
  read(): UserPhoto | null;
  forget(): void;
}

export const chosenPhotoKeeper: ChosenPhotoKeeper = {
  async keep(photo) {
    const snapshot: PhotoSnapshot = await snapshotPhoto(photo, UPLOADABLE);
    try {
      sessionStorage.setItem(STORAGE_KEYS.chosenPhoto, JSON.stringify(snapshot));
    } catch {
      // A full storage costs only the photo after a reload; the shopper chooses it again.
    }
  },
  read() {
    try {
      const raw = sessionStorage.getItem(STORAGE_KEYS.chosenPhoto);
      const parsed = snapshotSchema.safeParse(raw ? JSON.parse(raw) : null);
      return parsed.success ? photoFromSnapshot(parsed.data) : null;
    } catch {
      return null;
    }
  },
  forget() {
    try {
      sessionStorage.removeItem(STORAGE_KEYS.chosenPhoto);
    } catch {
      // Nothing kept.
    }
  },
};
