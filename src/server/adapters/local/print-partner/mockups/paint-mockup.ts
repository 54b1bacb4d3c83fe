import type { Artwork } from '../../../../ports/art-engine';
import { planMockups } from '../product-plan';
import { type PreparedArtwork, prepareArtwork } from './artwork';
import { createMockupRenderer, type MockupSpec } from './mockup-renderer';
import { encodeMockup } from './raw-image';

/**
 * The JPEG of the mock-up stored under `key` (`mockups/<media name>/<picture>.jpg`) for
 * `artwork`, or null for a key no product shows. It holds pixels, so the art pool runs it off
 * the HTTP thread.
 */
export type PaintMockup = (key: string, artwork: Artwork) => Promise<Uint8Array | null>;

const MOCKUP_KEY = /^mockups\/([^/]+)\/[^/]+\.jpg$/;

/** The media name a mock-up key belongs to, or null for another key. */
export function mediaNameOfMockup(key: string): string | null {
  return MOCKUP_KEY.exec(key)?.[1] ?? null;
}

/** The mock-up a product lists under `key`, with its media name; null for any other key. */
export function listedMockup(key: string): { mediaName: string; spec: MockupSpec } | null {
  const mediaName = mediaNameOfMockup(key);
  const planned = mediaName && planMockups(mediaName).find((mockup) => mockup.key === key);
  return mediaName && planned ? { mediaName, spec: planned.spec } : null;
}

/** Drawn shirts, walls and mugs are the same for every job: keep them once per thread. */
const renderer = createMockupRenderer();

/**
 * A products page asks for several mock-ups of one artwork at once: the last few artworks
 * stay decoded and shrunk, so each is prepared once, not once a picture.
 */
const prepared = new Map<string, Promise<PreparedArtwork>>();
const PREPARED_KEPT = 4;

function preparedFor(mediaName: string, artwork: Artwork): Promise<PreparedArtwork> {
  const id = `${mediaName}:${artwork.image.byteLength}`;
  const kept = prepared.get(id);
  if (kept) return kept;
  const made = prepareArtwork(artwork);
  prepared.set(id, made);
  made.catch(() => prepared.delete(id));
  for (const oldest of prepared.keys()) {
    if (prepared.size <= PREPARED_KEPT) break;
    prepared.delete(oldest);
  }
  return made;
}

export const paintMockup: PaintMockup = async (key, artwork) => {
  const listed = listedMockup(key);
  if (!listed) return null;
  const art = await preparedFor(listed.mediaName, artwork);
  return encodeMockup(await renderer.render(art, listed.spec));
};
