/*
 * The outside judge of the artworks: face-api's SSD MobileNet v1 finds faces and its ResNet-34
 * gives each a 128-number descriptor (MIT, weights inside @vladmandic/face-api). It shares no
 * model with the engine, which places heads with BlazeFace and FaceMesh, so it cannot be
 * fooled by what the engine was tuned on.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startTfjs } from '@masterpiece-me/vision';
import type * as FaceApi from '@vladmandic/face-api';
import sharp, { type Sharp } from 'sharp';

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
/**
 * The descriptor network was trained on faces with level eyes (dlib's aligned chips), and a
 * face tilted 30° describes as someone else: the untouched photo of an astronaut against the
 * same photo tilted, 0.59 to 0.73 apart, further than from other sitters. A face whose eyes
 * slope more than this is described from a square round it turned level, as every
 * face-recognition pipeline aligns before it describes.
 */
const LEVEL_WITHIN = 3;
/**
 * A face's descriptor also moved with the frame round it: the near-profile photo of the varied
 * set, given a grey border of 100 pixels, described 0.57 away from itself, as far as strangers
 * are, and the photographer's crop of his top rows 0.53. So every face is described as the mean
 * of its descriptors as found and from a square of this many face-box sizes framed round it,
 * plain and mirrored (face recognition's usual test-time flip): the border then moves the
 * near profile 0.19 (face-judge.test.ts). Over the set's photos and five such changes each
 * (twice and half the size, the border, the top rows cut, a blur) the median move fell from
 * 0.116 to 0.085; profiles and the tilted crops of the group photo still move most.
 */
const FRAME_MARGIN = 1.8;
const GREY = '#808080';

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
  const detect = async (image: Sharp) => {
    const { data, info } = await image
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
      return { found, raw: { data, info } };
    } finally {
      tensor.dispose();
    }
  };
  type Raw = Awaited<ReturnType<typeof detect>>['raw'];
  type Found = Awaited<ReturnType<typeof detect>>['found'][number];
  const describeAgain = async (image: Sharp) => {
    const { found } = await detect(image);
    return found.sort((a, b) => b.detection.score - a.detection.score)[0]?.descriptor;
  };
  const described = async (raw: Raw, face: Found): Promise<Float32Array> => {
    const mean = (points: FaceApi.Point[]) => ({
      x: points.reduce((s, p) => s + p.x, 0) / points.length,
      y: points.reduce((s, p) => s + p.y, 0) / points.length,
    });
    const left = mean(face.landmarks.getLeftEye());
    const right = mean(face.landmarks.getRightEye());
    const slope = (Math.atan2(right.y - left.y, right.x - left.x) * 180) / Math.PI;
    const level = Math.abs(slope) <= LEVEL_WITHIN;
    const { box } = face.detection;
    const side = Math.round(Math.max(box.width, box.height) * FRAME_MARGIN);
    // Grey beyond the picture's edges, so a face near one is framed as any other. One step a
    // pipeline: within one, sharp orders them its own way (it cuts before it extends).
    const bordered = await sharp(raw.data, { raw: raw.info })
      .extend({ top: side, bottom: side, left: side, right: side, background: GREY })
      .png()
      .toBuffer();
    const cut = await sharp(bordered)
      .extract({
        left: Math.round(box.x + box.width / 2 - side / 2 + side),
        top: Math.round(box.y + box.height / 2 - side / 2 + side),
        width: side,
        height: side,
      })
      .png()
      .toBuffer();
    const square = level
      ? cut
      : await sharp(cut).rotate(-slope, { background: GREY }).png().toBuffer();
    const seen = [
      ...(level ? [face.descriptor] : []),
      await describeAgain(sharp(square)),
      await describeAgain(sharp(square).flop()),
    ].filter((d): d is Float32Array => d !== undefined);
    if (!seen.length) return face.descriptor;
    return (
      seen[0]?.map((_, i) => seen.reduce((sum, d) => sum + (d[i] ?? 0), 0) / seen.length) ??
      face.descriptor
    );
  };
  const look = async (image: Buffer, degrees: number): Promise<JudgedFace[]> => {
    const { found, raw } = await detect(sharp(image).rotate(degrees, { background: GREY }));
    return Promise.all(
      found.map(async (face) => ({
        score: face.detection.score,
        box: face.detection.box,
        descriptor: await described(raw, face),
      })),
    );
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
