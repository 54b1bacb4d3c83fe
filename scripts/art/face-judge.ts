/*
 * The outside judge of the artworks: face-api's SSD MobileNet v1 finds faces and its ResNet-34
 * gives each a 128-number descriptor (MIT, weights inside @vladmandic/face-api). It shares no
 * model with the engine, which places heads with BlazeFace and FaceMesh, so it cannot be
 * fooled by what the engine was tuned on.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as FaceApi from '@vladmandic/face-api';
import sharp from 'sharp';
import { startTfjs } from '../../src/server/vision/tfjs-runtime';

const require = createRequire(import.meta.url);

/**
 * Detections under this score are not counted as faces. 0.5 is face-api's own default; on the
 * seven untouched sitters the real faces score 0.9 and up.
 */
export const MIN_SCORE = 0.5;

export interface JudgedFace {
  readonly score: number;
  readonly box: { x: number; y: number; width: number; height: number };
  readonly descriptor: Float32Array;
}

/**
 * SSD MobileNet was trained on mostly upright faces and misses a head tilted 30° that a person
 * sees at once; where the upright look finds no face, the picture is looked at turned by these
 * angles and the look with the surest face counts.
 */
const TURNS = [-20, 20, -35, 35];

export interface FaceJudge {
  faces(image: Buffer): Promise<JudgedFace[]>;
}

export async function createFaceJudge(): Promise<FaceJudge> {
  // face-api's Node build runs on the wasm backend the engine has already started.
  await startTfjs();
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as typeof FaceApi;
  const models = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
  const options = new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_SCORE });
  const look = async (image: Buffer, degrees: number): Promise<JudgedFace[]> => {
    const { data, info } = await sharp(image)
      .rotate(degrees, { background: '#808080' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tensor = faceapi.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
    try {
      const found = await faceapi
        .detectAllFaces(tensor as unknown as FaceApi.TNetInput, options)
        .withFaceLandmarks()
        .withFaceDescriptors();
      return found.map(({ detection, descriptor }) => ({
        score: detection.score,
        box: detection.box,
        descriptor,
      }));
    } finally {
      tensor.dispose();
    }
  };
  const surest = (faces: JudgedFace[]) => Math.max(0, ...faces.map((f) => f.score));
  return {
    async faces(image) {
      let best = await look(image, 0);
      for (const degrees of TURNS) {
        if (best.length) break;
        const turned = await look(image, degrees);
        if (surest(turned) > surest(best)) best = turned;
      }
      return best;
    },
  };
}

/** Euclidean distance between two descriptors; face-api calls under 0.6 the same person. */
export function distance(a: Float32Array, b: Float32Array): number {
  return Math.sqrt(a.reduce((sum, v, i) => sum + (v - (b[i] ?? 0)) ** 2, 0));
}
