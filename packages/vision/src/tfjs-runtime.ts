import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { type GraphModel, loadGraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import { readModelArtifacts } from './model-artifacts';
import { VisionSetupError } from './vision-error';

const require = createRequire(import.meta.url);

/**
 * This package's own folder, where its models are: found by its name, so the answer is the same
 * from the sources (tests, tsx) and from a server bundle that has this module inlined elsewhere.
 */
export function packageFolder(): string {
  return dirname(require.resolve('@masterpiece-me/vision/package.json'));
}

/** The installed wasm backend's own dist/ folder, where its .wasm files are (never a CDN). */
export function wasmDirectory(): string {
  return `${dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`;
}

/**
 * The installed @vladmandic/human's dist/ folder. Its `exports` map names no subpath (its keys
 * lack the leading "./"), so the folder is found from the main file it resolves to.
 */
export function humanDistDirectory(): string {
  return dirname(require.resolve('@vladmandic/human'));
}

/** The face models that ship inside @vladmandic/human, as the file:// URL it loads them from. */
export function humanModelsUrl(): string {
  return `${pathToFileURL(join(humanDistDirectory(), '..', 'models')).href}/`;
}

/**
 * A graph model from its model.json on disk, on the started backend; a model that cannot be
 * read or parsed is a setup fault named after `name`, not an error of the photo being read.
 */
export async function loadModelFile(jsonPath: string, name: string): Promise<GraphModel> {
  await startTfjs();
  try {
    return await loadGraphModel(tf.io.fromMemory(await readModelArtifacts(jsonPath)));
  } catch (error) {
    throw error instanceof VisionSetupError
      ? error
      : new VisionSetupError(`${name} model did not load: ${String(error)}`);
  }
}

let ready: Promise<void> | undefined;

/**
 * Starts TF.js on the wasm backend, once per thread (each worker thread has its own modules,
 * so its own engine). Also lets TF.js load file:// models, which @vladmandic/human asks for.
 */
export function startTfjs(): Promise<void> {
  ready ??= start().catch((error: unknown) => {
    ready = undefined;
    throw error instanceof VisionSetupError
      ? error
      : new VisionSetupError(`TF.js wasm backend did not start: ${String(error)}`);
  });
  return ready;
}

async function start(): Promise<void> {
  setWasmPaths(wasmDirectory());
  // TF.js's own routers answer null for URLs they do not handle, although its type says otherwise.
  tf.io.registerLoadRouter(loadFileUrl as (url: string | string[]) => tf.io.IOHandler);
  const before = processErrorListeners();
  try {
    if (!(await tf.setBackend('wasm'))) throw new VisionSetupError('TF.js wasm backend failed');
    await tf.ready();
  } finally {
    removeListenersAddedSince(before);
  }
}

type Listener = (...args: never[]) => unknown;

function processErrorListeners(): Set<Listener> {
  return new Set([
    ...process.listeners('uncaughtException'),
    ...process.listeners('unhandledRejection'),
  ]);
}

/**
 * The Emscripten glue inside the wasm backend adds process-wide handlers that rethrow every
 * uncaught exception and unhandled rejection (printing the whole minified glue with them).
 * They would override the server's own handling, so they go.
 */
function removeListenersAddedSince(before: Set<Listener>): void {
  for (const listener of process.listeners('uncaughtException')) {
    if (!before.has(listener)) process.removeListener('uncaughtException', listener);
  }
  for (const listener of process.listeners('unhandledRejection')) {
    if (!before.has(listener)) process.removeListener('unhandledRejection', listener);
  }
}

/** A load handler for file:// model URLs, reading the files from disk (no network fetch). */
function loadFileUrl(url: string | string[]): tf.io.IOHandler | null {
  if (typeof url !== 'string' || !url.startsWith('file://')) return null;
  return { load: () => readModelArtifacts(fileURLToPath(url)) };
}
