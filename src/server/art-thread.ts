import sharp from 'sharp';
import { createLocalArtEngine } from './adapters/local/art-engine';
import {
  type RenderedMockup,
  renderJobMockups,
} from './adapters/local/print-partner/mockups/render-job-mockups';
import {
  checkPeople,
  type PhotoForCheck,
  type PhotoVerdict,
  preparePhotoForCheck,
} from './photos/inspect-photo';
import type { PreparedPhoto } from './photos/prepare-photo';
import type { ArtEngine, ArtRequest, Artwork } from './ports/art-engine';
import type { PersonFinder, RgbImage } from './vision/person';
import { createPersonFinder } from './vision/person-finder';

/**
 * Work the art threads do: every step that holds pixels or runs a model. An upload's check is
 * two tasks, `prepare-photo` for a thread without models and `check-people` for one with.
 */
export type ArtTask =
  | { kind: 'render'; request: ArtRequest }
  | { kind: 'prepare-photo'; photo: Buffer }
  | { kind: 'check-people'; photo: PreparedPhoto; analysis: RgbImage }
  | { kind: 'mockups'; mediaName: string; artwork: Artwork };
export type ArtTaskResult = Artwork | PhotoForCheck | PhotoVerdict | RenderedMockup[];

interface Workshop {
  engine: ArtEngine;
  finder: PersonFinder;
}

// The pool's threads are the parallelism: libvips working each pipeline on several threads of
// its own only multiplies the pixel buffers alive at once, and its cache holds more.
sharp.concurrency(1);
sharp.cache(false);

// Models load once per thread, on its first task, and serve every task after it.
let workshop: Promise<Workshop> | undefined;

async function openWorkshop(): Promise<Workshop> {
  const finder = await createPersonFinder();
  return { finder, engine: createLocalArtEngine({ personFinder: finder }) };
}

/** One task on this thread (piscina calls it; see art-pool.ts). */
export default async function runArtTask(task: ArtTask): Promise<ArtTaskResult> {
  // Buffers arrive as plain Uint8Arrays: the structured clone between threads drops the class.
  if (task.kind === 'mockups') {
    const { artwork } = task;
    return renderJobMockups(task.mediaName, { ...artwork, image: Buffer.from(artwork.image) });
  }
  if (task.kind === 'prepare-photo') return preparePhotoForCheck(Buffer.from(task.photo));
  workshop ??= openWorkshop();
  const { engine, finder } = await workshop;
  if (task.kind === 'render') {
    return engine.render({ ...task.request, photo: Buffer.from(task.request.photo) });
  }
  const { photo, analysis } = task;
  return checkPeople(finder, { ...photo, jpeg: Buffer.from(photo.jpeg) }, analysis);
}
