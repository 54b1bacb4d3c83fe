import { readModelArtifacts, startTfjs } from '@masterpiece-me/vision';
import * as tf from '@tensorflow/tfjs-core';
import { type LayersModel, loadLayersModel } from '@tensorflow/tfjs-layers';
import { registerGansLayers } from './gans-layers';
import { gansModelJson } from './model-folder';

/**
 * One load per thread: each piscina worker has its own modules, so its own TF.js engine and
 * its own copy of the weights (4 MB).
 */
let model: Promise<LayersModel> | undefined;

/**
 * The GAN-trained ESRGAN (RRDN, x4) on the wasm backend (started the way the vision models
 * start it). The weights come from memory: TF.js cannot read file:// paths without tfjs-node.
 * A failed load is forgotten so that the next print file tries again.
 */
export function loadEsrgan(): Promise<LayersModel> {
  if (!model) {
    model = load();
    model.catch(() => {
      model = undefined;
    });
  }
  return model;
}

async function load(): Promise<LayersModel> {
  await startTfjs();
  registerGansLayers();
  const artifacts = await readModelArtifacts(gansModelJson());
  return loadLayersModel(tf.io.fromMemory(artifacts));
}
