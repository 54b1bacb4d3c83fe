import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readModelArtifacts } from './model-artifacts';
import { packageFolder } from './tfjs-runtime';
import { VisionSetupError } from './vision-error';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

function modelFile(text: string): string {
  folder = mkdtempSync(join(tmpdir(), 'mpm-model-'));
  const path = join(folder, 'model.json');
  writeFileSync(path, text);
  return path;
}

describe('readModelArtifacts', () => {
  it('reads the shipped segmentation model with every key its weights carry', async () => {
    const path = join(packageFolder(), 'models', 'selfie-segmentation', 'selfie.json');
    const model = await readModelArtifacts(path);
    expect(model.format).toBe('graph-model');
    expect(model.weightSpecs?.length).toBeGreaterThan(0);
    const quantized = model.weightSpecs?.find((spec) => spec.quantization);
    expect(quantized?.quantization).toHaveProperty('original_dtype');
    expect(model.weightData).toBeInstanceOf(ArrayBuffer);
  });

  it('refuses, as a setup error naming what is missing, a JSON file that is no model', async () => {
    const path = modelFile('{"modelTopology":{},"weights":[]}');
    const read = readModelArtifacts(path);
    await expect(read).rejects.toBeInstanceOf(VisionSetupError);
    await expect(read).rejects.toThrow(/is not a TF\.js model: weightsManifest: /);
  });

  it('refuses a weight of an unknown type before TF.js is handed it', async () => {
    const weights = [{ name: 'w', shape: [1], dtype: 'float64' }];
    const path = modelFile(
      JSON.stringify({ modelTopology: {}, weightsManifest: [{ paths: ['w.bin'], weights }] }),
    );
    await expect(readModelArtifacts(path)).rejects.toThrow(
      /weightsManifest\.0\.weights\.0\.dtype: /,
    );
  });
});
