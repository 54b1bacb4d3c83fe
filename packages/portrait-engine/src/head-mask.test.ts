import { describe, expect, it } from 'vitest';
import type { HeadGeometry } from './costumes/costume';
import type { PlacedFace } from './head';
import { faceTurn, headOverBody, keepHead } from './head-mask';
import { createPlane } from './raster';

const SIZE = 400;
const FACE_WIDTH = 100;
const head: HeadGeometry = {
  width: SIZE,
  height: SIZE,
  faceCenter: { x: 200, y: 200 },
  faceWidth: FACE_WIDTH,
  faceHeight: 110,
  chin: { x: 200, y: 255 },
  crownY: 60,
  tilt: 0,
};

/** A face whose nose sits `noseOff` face widths right of the eyes' middle. */
function face(noseOff: number): PlacedFace {
  return {
    box: { x: 150, y: 140, width: FACE_WIDTH, height: 120 },
    features: {
      leftEye: { x: 220, y: 180 },
      rightEye: { x: 180, y: 180 },
      nose: { x: 200 + noseOff * FACE_WIDTH, y: 205 },
      mouth: { x: 200, y: 225 },
    },
  };
}

/** What the kept head shows at a point given in face widths from the face's middle. */
async function keptAt(noseOff: number, across: number, down: number) {
  // The person fills the picture: whatever is dropped, the head's shape dropped.
  const person = createPlane(SIZE, SIZE, 1);
  const mask = await keepHead(person, head, face(noseOff));
  const x = Math.round(200 + across * FACE_WIDTH);
  const y = Math.round(200 + down * FACE_WIDTH);
  return mask.data[y * SIZE + x] ?? 0;
}

describe('the head kept from the photo', () => {
  it('drops what a profile holds before the face at eye level (a camera, a hand)', async () => {
    expect(await keptAt(0.2, 0.6, -0.2)).toBeLessThan(0.05);
    expect(await keptAt(-0.2, -0.6, -0.2)).toBeLessThan(0.05);
  });

  it('keeps the hair behind a profile, and lets it fall softly past the jaw', async () => {
    expect(await keptAt(0.2, -1, -0.2)).toBeGreaterThan(0.95);
    const falling = await keptAt(-0.2, 0.5, 0.75);
    expect(falling).toBeGreaterThan(0.2);
    expect(falling).toBeLessThan(0.95);
    // The same place beside a front face's neck is below the jaw's cut.
    expect(await keptAt(0, 0.5, 0.75)).toBeLessThan(0.05);
  });

  it("keeps the chin whole and none of the photo's neck under it: the drawn neck is there", async () => {
    // The chin is 0.55 face widths under the face's middle.
    expect(await keptAt(0, 0, 0.5)).toBeGreaterThan(0.95);
    expect(await keptAt(0, 0, 0.62)).toBeLessThan(0.05);
    expect(await keptAt(0, 0.15, 0.65)).toBeLessThan(0.05);
  });

  it('drops what lies beside or above the head, a few face widths away', async () => {
    expect(await keptAt(0, 1.6, -0.3)).toBeLessThan(0.05);
    expect(await keptAt(0, -1.6, -0.3)).toBeLessThan(0.05);
    expect(await keptAt(0, 0, -2)).toBeLessThan(0.05);
  });

  it('keeps a front face whole with its hair spread on both sides', async () => {
    for (const across of [-1, -0.4, 0, 0.4, 1]) {
      expect(await keptAt(0, across, -0.3)).toBeGreaterThan(0.95);
    }
    expect(await keptAt(0, 0, 0.3)).toBeGreaterThan(0.95);
  });

  it('puts the neck and costume under the back of a turned head, under a front face as is', () => {
    const lookingRight = headOverBody(head, faceTurn(head, face(0.2).features));
    expect(lookingRight.chin.x).toBeLessThan(head.chin.x - FACE_WIDTH * 0.1);
    const lookingLeft = headOverBody(head, faceTurn(head, face(-0.2).features));
    expect(lookingLeft.faceCenter.x).toBeGreaterThan(head.faceCenter.x + FACE_WIDTH * 0.1);
    expect(headOverBody(head, faceTurn(head, face(0).features))).toEqual(head);
  });
});
