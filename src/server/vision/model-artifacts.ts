import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { io } from '@tensorflow/tfjs-core';
import { VisionSetupError } from './vision-error';

interface ModelJson {
  modelTopology: object;
  weightsManifest: { paths: string[]; weights: io.WeightsManifestEntry[] }[];
  format?: string;
  generatedBy?: string;
  convertedBy?: string | null;
  signature?: object;
  userDefinedMetadata?: Record<string, object>;
}

/**
 * Reads a TF.js graph model (model.json and its weight shards) from local files. TF.js cannot read
 * file:// paths without tfjs-node, so the bytes are handed to it in memory instead.
 */
export async function readModelArtifacts(jsonPath: string): Promise<io.ModelArtifacts> {
  let model: ModelJson;
  try {
    model = JSON.parse(await readFile(jsonPath, 'utf8')) as ModelJson;
  } catch (error) {
    throw new VisionSetupError(`Cannot read the model ${jsonPath}: ${String(error)}`);
  }
  const shardPaths = model.weightsManifest.flatMap((group) => group.paths);
  const shards = await Promise.all(
    shardPaths.map((path) => readFile(join(dirname(jsonPath), path))),
  ).catch((error: unknown) => {
    throw new VisionSetupError(`Cannot read the weights of ${jsonPath}: ${String(error)}`);
  });
  const weights = Buffer.concat(shards);
  return {
    modelTopology: model.modelTopology,
    weightSpecs: model.weightsManifest.flatMap((group) => group.weights),
    // A fresh ArrayBuffer holding exactly the weights (a Buffer may share a larger pool).
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    format: model.format,
    generatedBy: model.generatedBy,
    convertedBy: model.convertedBy,
    signature: model.signature,
    userDefinedMetadata: model.userDefinedMetadata,
  };
}
