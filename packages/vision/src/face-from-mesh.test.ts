import { describe, expect, it } from 'vitest';
import { faceFromMesh, type MeshFace } from './face-from-mesh';

const frame = { width: 200, height: 100, scaleX: 2, scaleY: 2 };

function mesh(points: [number, number][]): MeshFace {
  return {
    boxScore: 0.7,
    faceScore: 0.95,
    mesh: points,
    annotations: {
      leftEyeUpper0: [[60, 20]],
      leftEyeLower0: [[60, 24]],
      rightEyeUpper0: [[40, 20]],
      rightEyeLower0: [[40, 24]],
      noseTip: [[50, 30]],
      lipsUpperInner: [[50, 38]],
      lipsLowerInner: [[50, 40]],
    },
  };
}

describe('faceFromMesh', () => {
  it('boxes the mesh and places the landmarks in the analysed image', () => {
    const face = faceFromMesh(
      mesh([
        [30, 10],
        [70, 45],
        [50, 30],
      ]),
      frame,
    );
    expect(face).toEqual({
      box: { x: 60, y: 20, width: 80, height: 70 },
      score: 0.7,
      landmarks: {
        leftEye: { x: 120, y: 44 },
        rightEye: { x: 80, y: 44 },
        nose: { x: 100, y: 60 },
        mouth: { x: 100, y: 78 },
      },
    });
  });

  it('cuts the box at the frame, so a face past the edge touches it', () => {
    const face = faceFromMesh(
      mesh([
        [-10, -5],
        [70, 45],
      ]),
      frame,
    );
    expect(face?.box).toEqual({ x: 0, y: 0, width: 140, height: 90 });
  });

  it('gives up on a mesh without the named points', () => {
    expect(
      faceFromMesh(
        {
          ...mesh([
            [30, 10],
            [70, 45],
          ]),
          annotations: {},
        },
        frame,
      ),
    ).toBeNull();
  });
});
