import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PaintMockup } from './adapters/local/print-partner/mockups/paint-mockup';
import { ArtTaskQueue, inBackground } from './art-task-queue';
import type { ArtTask, ArtTaskKind, ArtTaskOf, ArtTaskResults, ArtThreadData } from './art-thread';
import {
  type CheckLimits,
  type CheckOutcome,
  type CheckRequest,
  createCheckQueue,
} from './photos/check-queue';
import { detectImageType } from './photos/detect-image-type';
import type { PhotoVerdict } from './photos/inspect-photo';
import type { ArtEngine, ArtRequest, Artwork } from './ports/art-engine';
import type { MasterSize } from './print-files/print-master-size';
import type { Enlarged } from './print-files/print-masters';

/**
 * The thread entry beside this module: `art-thread.ts` when run from source (tests, tsx), the
 * bundled `art-thread.js` next to `main.js` when built.
 */
function threadEntry(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './art-thread.ts' : './art-thread.js', import.meta.url);
  return { filename: fileURLToPath(url), execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

/**
 * Each thread's young generation, in MB. The threads' objects are few and short-lived (pixels
 * live in buffers outside the heap), yet V8's default 16 MB semi-spaces kept a 59 MB heap for
 * 23 MB of live objects on a thread. At 6 MB (2 MB semi-spaces) the server starts 60 MB smaller
 * and four 12 MP generations at once peaked at 788 MB (838 before; issue 33's bar is 800), for
 * the same CPU seconds a generation (bench:generation).
 */
const YOUNG_GENERATION_MB = 6;

/** `task` on `threads`, answered with what its kind answers (art-thread.ts). */
function runOn<K extends ArtTaskKind>(
  threads: Piscina,
  task: ArtTaskOf<K>,
): Promise<ArtTaskResults[K]> {
  return threads.run(task);
}

export interface ArtPool {
  /** The local art engine, run on a thread of the pool. */
  engine: ArtEngine;
  /**
   * The upload's photo check (decode, normalise, the one-person rule), on the threads; refused
   * when the queue of checks is full, dropped when its client hangs up before it is done.
   */
  inspectPhoto(bytes: Buffer, request: CheckRequest): Promise<CheckOutcome<PhotoVerdict>>;
  /** One of the local print partner's mock-ups of an artwork, drawn on a thread. */
  paintMockup: PaintMockup;
  /** Any artwork enlarged to `size` by the super-resolution model, on the print thread. */
  superResolve(artwork: Artwork, size: MasterSize): Promise<Enlarged>;
  /** A local artwork painted again for a print, at `size` (print-master.ts), on a thread. */
  paintPrintMaster(
    request: ArtRequest,
    original: Buffer | undefined,
    size: MasterSize,
  ): Promise<Artwork>;
  close(): Promise<void>;
}

/**
 * A pool of worker threads for everything that holds pixels or runs a model, so the HTTP
 * thread only moves bytes. A thread that crashes fails its one task (the queue retries a
 * render) and is replaced; the server stays up.
 *
 * One more thread, without models (so it stays small), does the pixel work that needs none: a
 * job's mock-ups, the decoding half of an upload's check and the second half of a render
 * (painted in its style, enlarged, surfaced, encoded). On the model thread a job's mock-ups
 * queued behind the next job's render and every upload's 12 MP decode held up the renders, so
 * the last of several generations at once waited for all of that too. The painting moved here
 * for the same reason: of a 12 MP render the model thread carried about 820 ms and this one
 * 160, so every first picture queued for the model thread while this one idled; now about 570
 * and 400 (bench:generation's stages).
 *
 * HEIC photos are decoded on a thread of their own: each costs about 3 s there (a JPEG a few
 * tens of milliseconds), so a row of HEICs never stands between a shopper's JPEG and its check.
 * The checks wait in a bounded queue in front of these threads (check-queue.ts).
 */
export function createArtPool(options: {
  threads: number;
  photoChecks: CheckLimits;
  entry?: string;
}): ArtPool {
  const entry = threadEntry();
  const threads = (count: number, workerData: ArtThreadData = {}) =>
    new Piscina({
      filename: options.entry ?? entry.filename,
      execArgv: entry.execArgv,
      // A full pool from the start: piscina replaces a crashed thread only up to minThreads,
      // and tasks queued behind a crash would otherwise wait for ever. Models still load lazily.
      minThreads: count,
      maxThreads: count,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      taskQueue: new ArtTaskQueue(),
      workerData,
    });
  const pool = threads(options.threads);
  const pixelPool = threads(1);
  const heicPool = threads(1);
  // Started by the first print file, which few processes ever make: its models cost memory.
  let printPool: Piscina | undefined;
  const printing = () => {
    printPool ??= threads(1, { lowPriority: true });
    return printPool;
  };
  const checks = createCheckQueue(options.photoChecks, { heic: 1, other: 1 });
  const withoutModels = new Set<ArtTaskKind>(['mockup', 'finish']);
  const run = <K extends ArtTaskKind>(task: ArtTaskOf<K>) =>
    runOn(withoutModels.has(task.kind) ? pixelPool : pool, task);
  return {
    engine: {
      name: 'local',
      render: async (request: ArtRequest) => {
        const queued = <T extends ArtTask>(task: T) =>
          request.background ? inBackground(task) : task;
        const dressed = await run<'dress'>(queued({ kind: 'dress', request }));
        const { direction, look } = request;
        const artwork = await run<'finish'>(
          queued({ kind: 'finish', dressed, request: { direction, look } }),
        );
        return { ...artwork, image: Buffer.from(artwork.image) };
      },
    },
    inspectPhoto: (photo, { clientAddress, abandoned }) => {
      const heic = detectImageType(photo) === 'heic';
      const decoding = heic ? heicPool : pixelPool;
      return checks.run({
        clientAddress,
        lane: heic ? 'heic' : 'other',
        abandoned,
        decode: () => runOn<'prepare-photo'>(decoding, { kind: 'prepare-photo', photo }),
        finish: async (prepared) => {
          if (!prepared.ok) return prepared;
          const { photo: normalised, analysis } = prepared;
          return run<'check-people'>({ kind: 'check-people', photo: normalised, analysis });
        },
      });
    },
    paintMockup: (key, artwork) => run<'mockup'>({ kind: 'mockup', key, artwork }),
    superResolve: async (artwork, size) => {
      const task = { kind: 'super-resolve', artwork, size } as const;
      const enlarged = await runOn<'super-resolve'>(printing(), task);
      return {
        ...enlarged,
        artwork: { ...enlarged.artwork, image: Buffer.from(enlarged.artwork.image) },
      };
    },
    paintPrintMaster: async (request, original, size) => {
      const task = { kind: 'print-master', request, size, ...(original && { original }) } as const;
      const master = await runOn<'print-master'>(printing(), task);
      return { ...master, image: Buffer.from(master.image) };
    },
    close: async () => {
      const pools = [pool, pixelPool, heicPool, ...(printPool ? [printPool] : [])];
      await Promise.all(pools.map((each) => each.destroy()));
    },
  };
}
