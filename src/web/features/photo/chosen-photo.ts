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

/**
 * The photo chosen but not yet made into a job, kept for this tab so a reload does not lose it;
 * and, from the click on "Create My Art" until the upload answers, the click's upload key, so a
 * reload sends the photo again under it and the server answers with the job it already made.
 */
export interface ChosenPhotoKeeper {
  keep(photo: UserPhoto): Promise<void>;
  read(): UserPhoto | null;
  /** A new key for the upload starting now, kept until `sendingEnded` or `forget`. */
  startSending(): string;
  /** The key of an upload that had not answered when the page went away. */
  sendingKey(): string | null;
  sendingEnded(): void;
  forget(): void;
}

const uploadKeySchema = z.string().uuid();

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
  startSending() {
    const key = crypto.randomUUID();
    try {
      sessionStorage.setItem(STORAGE_KEYS.uploadKey, key);
    } catch {
      // Without it a reload mid-upload shows the photo ready to create again, as before.
    }
    return key;
  },
  sendingKey() {
    try {
      const parsed = uploadKeySchema.safeParse(sessionStorage.getItem(STORAGE_KEYS.uploadKey));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  sendingEnded() {
    try {
      sessionStorage.removeItem(STORAGE_KEYS.uploadKey);
    } catch {
      // Nothing kept.
    }
  },
  forget() {
    chosenPhotoKeeper.sendingEnded();
    try {
      sessionStorage.removeItem(STORAGE_KEYS.chosenPhoto);
    } catch {
      // Nothing kept.
    }
  },
};
