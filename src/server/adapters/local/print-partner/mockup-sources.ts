import { z } from 'zod';
import { artworkFactsSchema } from '../../../artworks/artwork-facts';
import type { Artwork } from '../../../ports/art-engine';
import type { MediaStore } from '../../../ports/media-store';
import { readStoredBytes } from './stored-bytes';

/**
 * What a media name's mock-ups are painted from when first asked for: the artwork's media key
 * and its facts. Kept per media name, not per job, since a picked variation makes the job's
 * products again under another name; and outside `mockups/`, which the store serves to anyone.
 */
const sourceSchema = artworkFactsSchema.extend({ artworkKey: z.string() });

const sourceKey = (mediaName: string) => `mockup-sources/${mediaName}.json`;

export interface MockupSources {
  keep(mediaName: string, artworkKey: string, artwork: Artwork): Promise<void>;
  /** The artwork to paint `mediaName`'s mock-ups from; null once forgotten. */
  read(mediaName: string): Promise<Artwork | null>;
  forget(mediaName: string): Promise<void>;
}

export function createMockupSources(media: MediaStore): MockupSources {
  return {
    async keep(mediaName, artworkKey, { contentType, width, height, subject }) {
      const source = { artworkKey, contentType, width, height, ...(subject ? { subject } : {}) };
      await media.put(
        sourceKey(mediaName),
        Buffer.from(JSON.stringify(source)),
        'application/json',
      );
    },
    async read(mediaName) {
      const stored = await readStoredBytes(media, sourceKey(mediaName));
      if (!stored) return null;
      const { artworkKey, ...facts } = sourceSchema.parse(JSON.parse(stored.toString('utf8')));
      const image = await readStoredBytes(media, artworkKey);
      return image ? { ...facts, image } : null;
    },
    forget: (mediaName) => media.delete(sourceKey(mediaName)),
  };
}
