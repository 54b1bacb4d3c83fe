import { describe, expect, it } from 'vitest';
import { withLeaningFacesTurned } from './leaning-faces';
import type { Face } from './person';

/*
 * Which reading of a face is kept: the one on the photo as it is, or the one on its crop turned
 * upright. The same rule on real turned portraits is held in src/server/photos/leaning-faces.test.ts.
 */

/** A face whose eyes lie at `roll` degrees, its nose `noseOff` eye distances off their middle. */
function face(roll: number, noseOff = 0, box = { x: 100, y: 100, width: 100, height: 120 }): Face {
  const angle = (roll * Math.PI) / 180;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height * 0.4 };
  const half = { x: Math.cos(angle) * 20, y: Math.sin(angle) * 20 };
  const at = (along: number, down: number) => ({
    x: centre.x + along * Math.cos(angle) - down * Math.sin(angle),
    y: centre.y + along * Math.sin(angle) + down * Math.cos(angle),
  });
  return {
    box,
    score: 0.9,
    landmarks: {
      rightEye: { x: centre.x - half.x, y: centre.y - half.y },
      leftEye: { x: centre.x + half.x, y: centre.y + half.y },
      nose: at(noseOff * 40, 25),
      mouth: at(0, 45),
    },
  };
}

describe('taking leaning faces from the turned reading', () => {
  it('keeps a face that does not lean, whatever the turned reading says', () => {
    const upright = face(4);
    expect(withLeaningFacesTurned([upright], [face(20)])).toEqual([upright]);
  });

  it('takes a leaning face from the turned reading of the same face, keeping its score', () => {
    const turned = { ...face(29), score: 0.7 };
    const [taken] = withLeaningFacesTurned([face(14)], [turned]);
    expect(taken?.landmarks).toEqual(turned.landmarks);
    expect(taken?.score).toBe(0.9);
  });

  it('keeps a face seen from the side, whose turned crop is turned by nonsense', () => {
    const side = face(12, 0.8);
    expect(withLeaningFacesTurned([side], [face(40)])).toEqual([side]);
  });

  it('keeps the first reading when the turned one leans the other way or is another face', () => {
    const leaning = face(-14);
    expect(withLeaningFacesTurned([leaning], [face(20)])).toEqual([leaning]);
    const elsewhere = face(-30, 0, { x: 400, y: 100, width: 100, height: 120 });
    expect(withLeaningFacesTurned([leaning], [elsewhere])).toEqual([leaning]);
  });
});
