import { describe, expect, it } from 'vitest';
import type { SeenFaces } from './person';
import { facesIn, readSeenFaces, writeSeenFaces } from './seen-faces';

const seen: SeenFaces = {
  width: 1024,
  height: 768,
  turns: 1,
  faces: [
    {
      box: { x: 400, y: 200, width: 200, height: 240 },
      score: 0.9,
      landmarks: {
        leftEye: { x: 540, y: 290 },
        rightEye: { x: 460, y: 290 },
        nose: { x: 500, y: 340 },
        mouth: { x: 500, y: 390 },
      },
    },
  ],
};

describe('the faces a job keeps from its upload', () => {
  it('read back as they were written', () => {
    expect(readSeenFaces(writeSeenFaces(seen))).toEqual(seen);
  });

  it('are looked for again when absent or unreadable', () => {
    expect(readSeenFaces(null)).toBeUndefined();
    expect(readSeenFaces('{not json')).toBeUndefined();
    expect(readSeenFaces(JSON.stringify({ ...seen, turns: 5 }))).toBeUndefined();
    expect(readSeenFaces(JSON.stringify({ ...seen, faces: [{ box: {} }] }))).toBeUndefined();
  });

  it('move into the pixels of a smaller copy of the photo', () => {
    const [face] = facesIn({ width: 512, height: 384 }, seen);
    expect(face?.box).toEqual({ x: 200, y: 100, width: 100, height: 120 });
    expect(face?.landmarks.mouth).toEqual({ x: 250, y: 195 });
    expect(face?.score).toBe(0.9);
  });
});
