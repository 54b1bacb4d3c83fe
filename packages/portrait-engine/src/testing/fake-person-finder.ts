import type {
  Face,
  PersonFinder,
  PersonFinding,
  RgbImage,
  SeenFaces,
} from '@masterpiece-me/vision';
import { facesIn } from '@masterpiece-me/vision';
import { locateFace, type Spot } from '../face';
import { silhouette } from '../silhouette';

/** The fake's face box, as shares of the photo's width: a head-and-shoulders portrait's face. */
const FACE_WIDTH = 0.3;
const FACE_HEIGHT_PER_WIDTH = 1.25;

export interface FakePersonFinderOptions {
  /** Where the face is: found from skin tone (the default), nowhere, or a fixed place. */
  readonly face?: 'skin' | 'none' | Spot;
  /** The person mask: a drawn head-and-shoulders silhouette (the default), nothing, or all. */
  readonly mask?: 'silhouette' | 'empty' | 'full';
}

function faceAt(spot: Spot, width: number, height: number): Face {
  const boxWidth = width * FACE_WIDTH;
  const boxHeight = boxWidth * FACE_HEIGHT_PER_WIDTH;
  const x = spot.x * width;
  const y = spot.y * height;
  const point = (dx: number, dy: number) => ({ x: x + dx * boxWidth, y: y + dy * boxHeight });
  return {
    box: { x: x - boxWidth / 2, y: y - boxHeight / 2, width: boxWidth, height: boxHeight },
    score: 0.9,
    landmarks: {
      leftEye: point(-0.2, -0.1),
      rightEye: point(0.2, -0.1),
      nose: point(0, 0.08),
      mouth: point(0, 0.25),
    },
  };
}

function maskFor(kind: FakePersonFinderOptions['mask'], face: Face | undefined, image: RgbImage) {
  const { width, height } = image;
  const mask = new Uint8Array(width * height);
  if (kind === 'full') return mask.fill(255);
  if (kind === 'empty' || !face) return mask;
  const { box } = face;
  const shape = silhouette(width, height, {
    x: (box.x + box.width / 2) / width,
    y: (box.y + box.height / 2) / height,
    radius: (Math.max(box.height, box.width * 1.15) * 0.62) / width,
  });
  for (let i = 0; i < mask.length; i++) mask[i] = Math.round((shape.data[i] ?? 0) * 255);
  return mask;
}

/**
 * A stand-in for the vision models in tests: a face from skin tone (face.ts) and a soft
 * head-and-shoulders ellipse for the mask, or the given edge cases.
 */
export function createFakePersonFinder(options: FakePersonFinderOptions = {}): PersonFinder {
  const finder: PersonFinder = {
    async findFaces(image: RgbImage): Promise<SeenFaces> {
      const { width, height, faces } = await finder.find(image);
      return { width, height, faces, turns: 0 };
    },
    async find(image: RgbImage, seen?: SeenFaces): Promise<PersonFinding> {
      const { width, height } = image;
      const wanted = options.face ?? 'skin';
      const spot = wanted === 'none' ? undefined : wanted === 'skin' ? locateFace(image) : wanted;
      const found = spot && faceAt(spot, width, height);
      const faces = seen ? facesIn(image, seen) : found ? [found] : [];
      return { width, height, faces, mask: maskFor(options.mask, faces[0], image) };
    },
  };
  return finder;
}
