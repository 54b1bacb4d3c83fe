import { z } from 'zod';
import type { Face, Point, RgbImage, SeenFaces } from './person';

const point = z.object({ x: z.number(), y: z.number() });
const seenFacesSchema = z.object({
  width: z.number().positive(),
  height: z.number().positive(),
  faces: z.array(
    z.object({
      box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
      score: z.number(),
      landmarks: z.object({ leftEye: point, rightEye: point, nose: point, mouth: point }),
    }),
  ),
  turns: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
});

/** The faces as a job keeps them (a JSON column). */
export function writeSeenFaces(seen: SeenFaces): string {
  return JSON.stringify(seen);
}

/** A job's kept faces, or undefined when it has none or they do not read: then look again. */
export function readSeenFaces(text: string | null | undefined): SeenFaces | undefined {
  if (!text) return undefined;
  try {
    const parsed = seenFacesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The faces seen in one copy of a photo, moved into the pixels of another copy of it. */
export function facesIn(image: Pick<RgbImage, 'width' | 'height'>, seen: SeenFaces): Face[] {
  const sx = image.width / seen.width;
  const sy = image.height / seen.height;
  const move = (p: Point): Point => ({ x: p.x * sx, y: p.y * sy });
  return seen.faces.map(({ box, score, landmarks }) => ({
    box: { x: box.x * sx, y: box.y * sy, width: box.width * sx, height: box.height * sy },
    score,
    landmarks: {
      leftEye: move(landmarks.leftEye),
      rightEye: move(landmarks.rightEye),
      nose: move(landmarks.nose),
      mouth: move(landmarks.mouth),
    },
  }));
}
