import { constants, setPriority } from 'node:os';
import type { PersonFinder, RgbImage } from '@masterpiece-me/vision';
import { createPersonFinder } from '@masterpiece-me/vision';
import { workerData } from 'piscina';
import sharp from 'sharp';
import {
  type DressedArtwork,
  dressArtwork,
  finishArtwork,
  paintDressed,
  paintPrintMaster,
} from './adapters/local/art-engine';
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
import type { ArtRequest, Artwork } from './ports/art-engine';
import type { MasterSize } from './print-files/print-master-size';
import type { Enlarged } from './print-files/print-masters';
import { enlargeForPrint } from './print-files/super-resolve/enlarge-for-print';

/**
 * Work the art threads do: every step that holds pixels or runs a model. An upload's check is
 * two tasks, `prepare-photo` for a thread without models and `check-people` for one with; so
 * is a render, `dress` with the models and `finish` (painted, enlarged, encoded) without.
 */
export type ArtTask =
  | { kind: 'dress'; request: ArtRequest }
  | { kind: 'finish'; dressed: DressedArtwork; request: Pick<ArtRequest, 'direction' | 'look'> }
  | { kind: 'prepare-photo'; photo: Buffer }
  | { kind: 'check-people'; photo: PreparedPhoto; analysis: RgbImage }
  | { kind: 'mockups'; mediaName: string; artwork: Artwork }
  | { kind: 'print-master'; request: ArtRequest; original?: Buffer; size: MasterSize }
  | { kind: 'super-resolve'; artwork: Artwork; size: MasterSize };
export type ArtTaskResult =
  | DressedArtwork
  | Artwork
  | PhotoForCheck
  | PhotoVerdict
  | RenderedMockup[]
  | Enlarged;

/** What a pool tells its threads when it starts them. */
export interface ArtThreadData {
  /**
   * Print masters: seconds of work nobody waits for. On Linux a thread's nice value is its own,
   * so this thread yields the cores to renders and the HTTP thread (issue 35).
   */
  lowPriority?: boolean;
}

if ((workerData as ArtThreadData | undefined)?.lowPriority) {
  setPriority(constants.priority.PRIORITY_LOW);
}

// The pool's threads are the parallelism: libvips working each pipeline on several threads of
// its own only multiplies the pixel buffers alive at once, and its cache holds more.
sharp.concurrency(1);
sharp.cache(false);

// Models load once per thread, on its first task that needs them, and serve every task after.
let models: Promise<PersonFinder> | undefined;

/** One task on this thread (piscina calls it; see art-pool.ts). */
export default async function runArtTask(task: ArtTask): Promise<ArtTaskResult> {
  // Buffers arrive as plain Uint8Arrays: the structured clone between threads drops the class.
  if (task.kind === 'mockups') {
    const { artwork } = task;
    return renderJobMockups(task.mediaName, { ...artwork, image: Buffer.from(artwork.image) });
  }
  if (task.kind === 'prepare-photo') return preparePhotoForCheck(Buffer.from(task.photo));
  if (task.kind === 'finish') {
    const { dressed, request } = task;
    return finishArtwork(await paintDressed(dressed, request), request.direction);
  }
  if (task.kind === 'super-resolve') {
    const { artwork, size } = task;
    return enlargeForPrint({ ...artwork, image: Buffer.from(artwork.image) }, size);
  }
  models ??= createPersonFinder();
  const finder = await models;
  if (task.kind === 'dress') {
    return dressArtwork({ ...task.request, photo: Buffer.from(task.request.photo) }, finder);
  }
  if (task.kind === 'print-master') {
    const { request, original, size } = task;
    const photo = Buffer.from(request.photo);
    return paintPrintMaster({ ...request, photo }, finder, original && Buffer.from(original), size);
  }
  const { photo, analysis } = task;
  return checkPeople(finder, { ...photo, jpeg: Buffer.from(photo.jpeg) }, analysis);
}
