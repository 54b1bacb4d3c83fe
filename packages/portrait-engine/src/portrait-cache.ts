import { createHash } from 'node:crypto';
import type { PersonFinder } from '@masterpiece-me/vision';
import { type Portrait, type PortraitStage, preparePortrait } from './portrait';
import type { ArtRequest } from './vocabulary';

/**
 * Portraits kept on this thread, newest last: the four looks of a creation (issue 36) decode
 * the photo and run the vision models once. A portrait at painting size is about 3.5 MB.
 */
const KEPT = 3;
/**
 * Kept per person finder: another finder's models find another face and mask in the same photo.
 * Tests paint one photo with a fake finder and with the real one in the same process, and the
 * fake's test was handed the real finder's portrait when it happened to run second.
 */
const keptBy = new WeakMap<PersonFinder, Map<string, Promise<Portrait>>>();

function keyOf(request: ArtRequest, width: number, height: number): string {
  const hash = createHash('sha256').update(request.photo);
  hash.update(JSON.stringify(request.faces ?? null));
  return `${hash.digest('base64')}:${width}x${height}`;
}

/**
 * preparePortrait, kept for the next look of the same photo. The steps after it read the
 * portrait and never write to it, so one portrait serves every look.
 */
export function portraitFor(
  request: ArtRequest,
  finder: PersonFinder,
  width: number,
  height: number,
  onStage: (stage: PortraitStage) => void,
): Promise<Portrait> {
  const kept = keptBy.get(finder) ?? new Map<string, Promise<Portrait>>();
  keptBy.set(finder, kept);
  const key = keyOf(request, width, height);
  const known = kept.get(key);
  if (known) {
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const prepared = preparePortrait(request.photo, finder, width, height, onStage, request.faces);
  prepared.catch(() => kept.delete(key));
  kept.set(key, prepared);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return prepared;
}
