import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { RenderJobMockups } from './adapters/local/print-partner/mockups/render-job-mockups';
import type { ArtTask } from './art-thread';
import type { PhotoVerdict } from './photos/inspect-photo';
import type { ArtEngine, ArtRequest, Artwork } from './ports/art-engine';

/**
 * The thread entry beside this module: `art-thread.ts` when run from source (tests, tsx), the
 * bundled `art-thread.js` next to `main.js` when built.
 */
function threadEntry(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './art-thread.ts' : './art-thread.js', import.meta.url);
  return { filename: fileURLToPath(url), execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

export interface ArtPool {
  /** The local art engine, run on a thread of the pool. */
  engine: ArtEngine;
  /** The upload's photo check (decode, normalise, the one-person rule), on a thread. */
  inspectPhoto(bytes: Buffer): Promise<PhotoVerdict>;
  /** The local print partner's mock-ups of an artwork, drawn on a thread. */
  renderMockups: RenderJobMockups;
  close(): Promise<void>;
}

/**
 * A pool of worker threads for everything that holds pixels or runs a model, so the HTTP
 * thread only moves bytes. A thread that crashes fails its one task (the queue retries a
 * render) and is replaced; the server stays up.
 *
 * Mock-ups have a thread of their own beside the `threads` that check photos and render: they
 * need no models (so it stays small), and a job's mock-ups are drawn while the next job
 * renders instead of queueing behind it, which is what made the last of several generations
 * at once wait for all the others' mock-ups too.
 */
export function createArtPool(options: { threads: number; entry?: string }): ArtPool {
  const entry = threadEntry();
  const threads = (count: number) =>
    new Piscina({
      filename: options.entry ?? entry.filename,
      execArgv: entry.execArgv,
      // A full pool from the start: piscina replaces a crashed thread only up to minThreads,
      // and tasks queued behind a crash would otherwise wait for ever. Models still load lazily.
      minThreads: count,
      maxThreads: count,
    });
  const pool = threads(options.threads);
  const mockupPool = threads(1);
  const run = (task: ArtTask) => (task.kind === 'mockups' ? mockupPool : pool).run(task);
  return {
    engine: {
      name: 'local',
      render: async (request: ArtRequest) => {
        const artwork = (await run({ kind: 'render', request })) as Artwork;
        return { ...artwork, image: Buffer.from(artwork.image) };
      },
    },
    inspectPhoto: (photo: Buffer) => run({ kind: 'inspect', photo }) as Promise<PhotoVerdict>,
    renderMockups: (mediaName, artwork) =>
      run({ kind: 'mockups', mediaName, artwork }) as ReturnType<RenderJobMockups>,
    close: async () => {
      await Promise.all([pool.destroy(), mockupPool.destroy()]);
    },
  };
}
