import * as tf from '@tensorflow/tfjs-core';
import { type LayersModel, loadLayersModel } from '@tensorflow/tfjs-layers';
import { readModelArtifacts } from '../../vision/model-artifacts';
import { startTfjs } from '../../vision/tfjs-runtime';
import { type EsrganScale, esrganModelJson } from './model-folder';

/**
 * One load per scale per thread: each piscina worker has its own modules, so its own TF.js
 * engine and its own copy of the weights (under 1 MB a scale).
 */
const models = new Map<EsrganScale, Promise<LayersModel>>();

/**
 * The ESRGAN-slim model of one scale on the wasm backend (started the way the vision models
 * start it). The weights come from memory: TF.js cannot read file:// paths without tfjs-node.
 * A failed load is forgotten so that the next print file tries again.
 */
export function loadEsrgan(scale: EsrganScale): Promise<LayersModel> {
  let model = models.get(scale);
  if (!model) {
    model = load(scale);
    models.set(scale, model);
    model.catch(() => models.delete(scale));
  }
  return model;
}

async function load(scale: EsrganScale): Promise<LayersModel> {
  await startTfjs();
  const artifacts = await readModelArtifacts(esrganModelJson(scale));
  return loadLayersModel(tf.io.fromMemory(artifacts));
}
