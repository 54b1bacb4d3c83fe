import { createLocalArtEngine } from './adapters/local/art-engine';
import { inspectPhoto, type PhotoVerdict } from './photos/inspect-photo';
import type { ArtEngine, ArtRequest, Artwork } from './ports/art-engine';
import type { PersonFinder } from './vision/person';
import { createPersonFinder } from './vision/person-finder';

/** Work the art threads do: every step that holds pixels or runs a model. */
export type ArtTask = { kind: 'render'; request: ArtRequest } | { kind: 'inspect'; photo: Buffer };
export type ArtTaskResult = Artwork | PhotoVerdict;

interface Workshop {
  engine: ArtEngine;
  finder: PersonFinder;
}

// Models load once per thread, on its first task, and serve every task after it.
let workshop: Promise<Workshop> | undefined;

async function openWorkshop(): Promise<Workshop> {
  const finder = await createPersonFinder();
  return { finder, engine: createLocalArtEngine({ personFinder: finder }) };
}

/** One task on this thread (piscina calls it; see art-pool.ts). */
export default async function runArtTask(task: ArtTask): Promise<ArtTaskResult> {
  workshop ??= openWorkshop();
  const { engine, finder } = await workshop;
  if (task.kind === 'render') return engine.render(task.request);
  return inspectPhoto(finder, Buffer.from(task.photo));
}
