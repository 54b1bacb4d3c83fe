import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { io } from '@tensorflow/tfjs-core';
import { z } from 'zod';
import { VisionSetupError } from './vision-error';

// Loose objects: the converter writes more than TF.js types (e.g. a weight's `original_dtype`),
// and TF.js gets the file's every key, as before.
const weightsManifestEntrySchema = z.looseObject({
  name: z.string(),
  shape: z.array(z.number().int().nonnegative()),
  dtype: z.enum(['float32', 'int32', 'bool', 'string', 'complex64']),
  group: z.enum(['model', 'optimizer']).optional(),
  quantization: z
    .looseObject({
      scale: z.number().optional(),
      min: z.number().optional(),
      dtype: z.enum(['uint16', 'uint8', 'float16']),
    })
    .optional(),
}) satisfies z.ZodType<io.WeightsManifestEntry>;

/** A TF.js graph model's model.json: its graph, and where its weights are and what they hold. */
const modelJsonSchema = z.looseObject({
  modelTopology: z.looseObject({}),
  weightsManifest: z.array(
    z.looseObject({
      paths: z.array(z.string().min(1)),
      weights: z.array(weightsManifestEntrySchema),
    }),
  ),
  format: z.string().optional(),
  generatedBy: z.string().optional(),
  convertedBy: z.string().nullable().optional(),
  signature: z.looseObject({}).optional(),
  userDefinedMetadata: z.record(z.string(), z.looseObject({})).optional(),
});

function readModelJson(jsonPath: string, text: string): z.output<typeof modelJsonSchema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new VisionSetupError(`The model ${jsonPath} is not JSON`);
  }
  const read = modelJsonSchema.safeParse(json);
  if (!read.success) {
    const faults = read.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new VisionSetupError(`The model ${jsonPath} is not a TF.js model: ${faults.join('; ')}`);
  }
  return read.data;
}

/**
 * Reads a TF.js graph model (model.json and its weight shards) from local files. TF.js cannot read
 * file:// paths without tfjs-node, so the bytes are handed to it in memory instead.
 */
export async function readModelArtifacts(jsonPath: string): Promise<io.ModelArtifacts> {
  let text: string;
  try {
    text = await readFile(jsonPath, 'utf8');
  } catch (error) {
    throw new VisionSetupError(`Cannot read the model ${jsonPath}: ${String(error)}`);
  }
  const model = readModelJson(jsonPath, text);
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
