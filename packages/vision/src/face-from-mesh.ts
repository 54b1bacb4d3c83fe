import type { Face, Point } from './person';

/** The parts of a face mesh result (@vladmandic/human's FaceResult) this module reads. */
export interface MeshFace {
  /** Detector (BlazeFace) confidence. */
  boxScore: number;
  /** FaceMesh confidence that the crop really holds a face. */
  faceScore: number;
  /** The 468 mesh points, in the pixels of the image the mesh ran on. */
  mesh: ReadonlyArray<readonly [number, number, number?]>;
  annotations: Readonly<Record<string, ReadonlyArray<readonly [number, number, number?]>>>;
}

/** The analysed image's size, and how many of its pixels one detection pixel spans. */
export interface Frame {
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
}

/**
 * A mesh face as a Face in the analysed image's pixels. The box is the mesh's tight bounds cut to
 * the frame, so a face that reaches the edge touches it (count-people.ts reads that as "cut").
 * Landmarks are not clamped: a cut face's eye may lie outside the image.
 */
export function faceFromMesh(face: MeshFace, frame: Frame): Face | null {
  const { mesh, annotations } = face;
  const leftEye = centre([
    ...(annotations.leftEyeUpper0 ?? []),
    ...(annotations.leftEyeLower0 ?? []),
  ]);
  const rightEye = centre([
    ...(annotations.rightEyeUpper0 ?? []),
    ...(annotations.rightEyeLower0 ?? []),
  ]);
  const nose = centre(annotations.noseTip ?? []);
  const mouth = centre([
    ...(annotations.lipsUpperInner ?? []),
    ...(annotations.lipsLowerInner ?? []),
  ]);
  if (mesh.length === 0 || !leftEye || !rightEye || !nose || !mouth) return null;

  const xs = mesh.map((point) => point[0] * frame.scaleX);
  const ys = mesh.map((point) => point[1] * frame.scaleY);
  const left = clamp(Math.min(...xs), frame.width);
  const top = clamp(Math.min(...ys), frame.height);
  const right = clamp(Math.max(...xs), frame.width);
  const bottom = clamp(Math.max(...ys), frame.height);
  if (right <= left || bottom <= top) return null;

  const toImage = (point: Point): Point => ({
    x: point.x * frame.scaleX,
    y: point.y * frame.scaleY,
  });
  return {
    box: { x: left, y: top, width: right - left, height: bottom - top },
    // The lower of the two: either stage alone can be fooled. FaceMesh gave 0.99 to a box on an
    // upside-down photo that BlazeFace rated 0.24; BlazeFace rates some turned faces higher than
    // the mesh can confirm them.
    score: Math.min(face.boxScore, face.faceScore),
    landmarks: {
      leftEye: toImage(leftEye),
      rightEye: toImage(rightEye),
      nose: toImage(nose),
      mouth: toImage(mouth),
    },
  };
}

function centre(points: ReadonlyArray<readonly [number, number, number?]>): Point | null {
  if (points.length === 0) return null;
  const sum = points.reduce((total, point) => ({ x: total.x + point[0], y: total.y + point[1] }), {
    x: 0,
    y: 0,
  });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

function clamp(value: number, limit: number): number {
  return Math.min(Math.max(value, 0), limit);
}
