import type { PersistOptions, PersistStorage } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { CUSTOM_STYLE_ID } from '../../../shared/styles';
import type { GenerationData, GenerationDeps, GenerationStoreState } from './generation-state';
import { withTrack } from './generation-state';
import {
  fromStoredGeneration,
  type StoredGeneration,
  toStoredGeneration,
} from './stored-generation';
import { NO_VARIATIONS } from './variations-state';

const storage: PersistStorage<StoredGeneration> = {
  getItem: (name) => {
    const stored = fromStoredGeneration(localStorage.getItem(name));
    return stored && { state: stored, version: 0 };
  },
  setItem: (name, value) => {
    try {
      localStorage.setItem(name, JSON.stringify(value.state));
    } catch (error) {
      // A full storage costs only the resume after a reload, never the job itself.
      console.warn('Could not keep the generation state', error);
    }
  },
  removeItem: (name) => localStorage.removeItem(name),
};

/** Back from storage: the choices, and the job with the photo's stored copy when one ran. */
export function restoreGeneration(
  stored: StoredGeneration,
  deps: Pick<GenerationDeps, 'photoFromSnapshot'>,
): Partial<GenerationData> {
  const choices = {
    styleId: stored.styleId,
    styleName: stored.styleName,
    customPrompt: stored.customPrompt,
    showCustomInput: stored.styleId === CUSTOM_STYLE_ID,
    gender: stored.gender,
  };
  const { job } = stored;
  if (!job) return choices;
  const { photo, variations, ...track } = job;
  return {
    ...choices,
    ...withTrack({ ...track, uploadProgress: 100, photoSent: true }),
    variations: variations ? { ...variations, jobId: track.jobId, picking: null } : NO_VARIATIONS,
    photoSnapshot: photo,
    userPhoto: photo && deps.photoFromSnapshot(photo),
  };
}

/** How the store is kept under STORAGE_KEYS.upload (zustand persist options). */
export function generationPersistence(
  deps: Pick<GenerationDeps, 'photoFromSnapshot'>,
): PersistOptions<GenerationStoreState, StoredGeneration> {
  return {
    name: STORAGE_KEYS.upload,
    storage,
    partialize: toStoredGeneration,
    merge: (stored, current) => ({
      ...current,
      ...(stored ? restoreGeneration(stored as StoredGeneration, deps) : {}),
    }),
  };
}
