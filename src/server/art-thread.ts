import { constants, setPriority } from 'node:os';
import {
  type DressedArtwork,
  dressArtwork,
  finishArtwork,
  paintDressed,
  paintPrintMaster,
} from '@masterpiece-me/portrait-engine';
import { createPersonFinder, type PersonFinder, type RgbImage } from '@masterpiece-me/vision';
import { workerData } from 'piscina';
import sharp from 'sharp';
import { paintMockup } from './adapters/local/print-partner/mockups/paint-mockup';
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

/** What each task of the art threads answers. */
export interface ArtTaskResults {
  dress: DressedArtwork;
  finish: Artwork;
  'prepare-photo': PhotoForCheck;
  'check-people': PhotoVerdict;
  mockup: Uint8Array | null;
  'print-master': Artwork;
  'super-resolve': Enlarged;
}

export type ArtTaskKind = keyof ArtTaskResults;

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
  | { kind: 'mockup'; key: string; artwork: Artwork }
  | { kind: 'print-master'; request: ArtRequest; original?: Buffer; size: MasterSize }
  | { kind: 'super-resolve'; artwork: Artwork; size: MasterSize };

export type ArtTaskOf<K extends ArtTaskKind> = Extract<ArtTask, { kind: K }>;

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
const personFinder = () => {
  models ??= createPersonFinder();
  return models;
};

// Buffers arrive as plain Uint8Arrays: the structured clone between threads drops the class.
const withImage = (artwork: Artwork): Artwork => ({
  ...artwork,
  image: Buffer.from(artwork.image),
});
const withPhoto = (request: ArtRequest): ArtRequest => ({
  ...request,
  photo: Buffer.from(request.photo),
});

const RUN: { [K in ArtTaskKind]: (task: ArtTaskOf<K>) => Promise<ArtTaskResults[K]> } = {
  mockup: ({ key, artwork }) => paintMockup(key, withImage(artwork)),
  'prepare-photo': ({ photo }) => preparePhotoForCheck(Buffer.from(photo)),
  finish: async ({ dressed, request }) =>
    finishArtwork(await paintDressed(dressed, request), request.direction),
  'super-resolve': ({ artwork, size }) => enlargeForPrint(withImage(artwork), size),
  dress: async ({ request }) => dressArtwork(withPhoto(request), await personFinder()),
  'print-master': async ({ request, original, size }) =>
    paintPrintMaster(
      withPhoto(request),
      await personFinder(),
      original && Buffer.from(original),
      size,
    ),
  'check-people': async ({ photo, analysis }) =>
    checkPeople(await personFinder(), { ...photo, jpeg: Buffer.from(photo.jpeg) }, analysis),
};

/** One task on this thread (piscina calls it; see art-pool.ts). */
export default function runArtTask<K extends ArtTaskKind>(
  task: ArtTaskOf<K>,
): Promise<ArtTaskResults[K]> {
  // TypeScript cannot tie `RUN[task.kind]` to `task` itself (a correlated union), so the one
  // entry of the right kind is named as such here.
  const run = RUN[task.kind] as (task: ArtTaskOf<K>) => Promise<ArtTaskResults[K]>;
  return run(task);
}
