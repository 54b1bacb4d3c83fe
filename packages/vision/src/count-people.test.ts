import { describe, expect, it } from 'vitest';
import {
  CUT_FACE_MIN_SHARE_OF_FRAME,
  CUT_FACE_MIN_SHARE_OF_UNCUT_FACE,
  countPeople,
  FRAME_EDGE_MARGIN,
  isCutByFrame,
  MIN_FACE_SCORE,
  MIN_SHARE_OF_MAIN_FACE,
} from './count-people';
import type { Face } from './person';

const W = 1000;
const H = 800;

/** A square face of `size` px with its top-left corner at (x, y). */
function face(x: number, y: number, size: number, score = 0.9): Face {
  const point = { x: x + size / 2, y: y + size / 2 };
  return {
    box: { x, y, width: size, height: size },
    score,
    landmarks: { leftEye: point, rightEye: point, nose: point, mouth: point },
  };
}

const kind = (faces: Face[]) => {
  const count = countPeople(faces, W, H);
  return count.kind === 'several' ? `several ${count.count}` : count.kind;
};

describe('countPeople', () => {
  it('finds nobody without faces', () => {
    expect(countPeople([], W, H)).toEqual({ kind: 'none' });
  });

  it('returns the one face it counts', () => {
    const only = face(400, 300, 200);
    expect(countPeople([only], W, H)).toEqual({ kind: 'one', face: only });
  });

  it('counts a face scoring exactly the minimum, not one just under it', () => {
    expect(kind([face(400, 300, 200, MIN_FACE_SCORE)])).toBe('one');
    expect(kind([face(400, 300, 200, MIN_FACE_SCORE - 0.01)])).toBe('none');
  });

  it('does not let a weak large detection push a real face into the background', () => {
    const real = face(100, 300, 100);
    const count = countPeople([face(500, 200, 400, MIN_FACE_SCORE - 0.01), real], W, H);
    expect(count).toEqual({ kind: 'one', face: real });
  });

  it('counts a second face at half the main face, not one smaller (a poster)', () => {
    expect(kind([face(100, 300, 200), face(600, 300, 200 * MIN_SHARE_OF_MAIN_FACE)])).toBe(
      'several 2',
    );
    expect(kind([face(100, 300, 200), face(600, 300, 200 * MIN_SHARE_OF_MAIN_FACE - 1)])).toBe(
      'one',
    );
  });

  it('sizes faces by area, so a narrow face is smaller than its height says', () => {
    const narrow = { ...face(600, 300, 100), box: { x: 600, y: 300, width: 40, height: 100 } };
    // sqrt(40 × 100) = 63 < 0.5 × 200 = 100, although the box is half the main face's height.
    expect(kind([face(100, 300, 200), narrow])).toBe('one');
  });

  it('counts crowds face by face, largest first', () => {
    const faces = [face(50, 100, 90), face(300, 100, 100), face(550, 100, 95), face(800, 100, 20)];
    expect(kind(faces)).toBe('several 3');
  });

  it('counts a face cut by the frame only if it is nearly as large as the uncut one', () => {
    const main = face(300, 300, 200);
    const large = 200 * CUT_FACE_MIN_SHARE_OF_UNCUT_FACE;
    expect(kind([main, face(W - large, 300, large)])).toBe('several 2');
    expect(kind([main, face(W - large + 2, 300, large - 2)])).toBe('one');
  });

  it('counts a lone cut face only if it fills enough of the frame', () => {
    const large = H * CUT_FACE_MIN_SHARE_OF_FRAME;
    expect(kind([face(0, 300, large)])).toBe('one');
    expect(kind([face(0, 300, large - 1)])).toBe('none');
  });

  it('lets a close-up cut by the frame dwarf the background', () => {
    const closeUp = { ...face(200, 0, 500), box: { x: 200, y: 0, width: 500, height: 450 } };
    expect(kind([closeUp, face(800, 500, 150)])).toBe('one');
  });
});

describe('isCutByFrame', () => {
  const margin = FRAME_EDGE_MARGIN * Math.min(W, H);

  it('sees a box reaching any side within the margin as cut', () => {
    expect(isCutByFrame(face(margin, 300, 100), W, H)).toBe(true);
    expect(isCutByFrame(face(300, margin, 100), W, H)).toBe(true);
    expect(isCutByFrame(face(W - 100 - margin, 300, 100), W, H)).toBe(true);
    expect(isCutByFrame(face(300, H - 100 - margin, 100), W, H)).toBe(true);
  });

  it('sees a box just inside the margin as whole', () => {
    expect(isCutByFrame(face(margin + 1, margin + 1, 100), W, H)).toBe(false);
    expect(isCutByFrame(face(W - 101 - margin, H - 101 - margin, 100), W, H)).toBe(false);
  });
});
