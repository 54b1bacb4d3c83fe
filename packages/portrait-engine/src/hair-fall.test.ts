import { describe, expect, it } from 'vitest';
import type { HeadGeometry } from './costumes/costume';
import { hairFall } from './hair-fall';
import { createPlane, createRaster, type Plane, type Raster } from './raster';

const SIZE = 400;
const head: HeadGeometry = {
  width: SIZE,
  height: SIZE,
  faceCenter: { x: 200, y: 200 },
  faceWidth: 100,
  faceHeight: 110,
  chin: { x: 200, y: 255 },
  crownY: 60,
  tilt: 0,
};

const BROWN = [110, 70, 40] as const;
const BLUE = [40, 70, 140] as const;
const SKIN = [225, 180, 150] as const;

/**
 * A sitter drawn in flat shapes: skin face and neck, brown hair round the face (falling to
 * `hairEnd`), a shirt of `shirt` colour from under the chin down, and every colour streaked in
 * fine strands, so only colour tells hair from shirt.
 */
function sitter(hairEnd: number, shirt: readonly number[]): { photo: Raster; person: Plane } {
  const photo = createRaster(SIZE, SIZE);
  const person = createPlane(SIZE, SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const p = y * SIZE + x;
      const dx = x - 200;
      const face = (dx / 50) ** 2 + ((y - 200) / 65) ** 2 <= 1;
      const hairCap = (dx / 95) ** 2 + ((y - 190) / 110) ** 2 <= 1 && y < 200;
      const strands = Math.abs(dx) >= 45 && Math.abs(dx) <= 95 && y >= 150 && y < hairEnd;
      const neck = Math.abs(dx) < 30 && y >= 240;
      const body = Math.abs(dx) < 140 && y >= 280;
      let colour: readonly number[] | undefined;
      if (face || neck) colour = SKIN;
      else if (hairCap || strands) colour = BROWN;
      else if (body) colour = shirt;
      if (face && (neck || body) && y > 255) colour = SKIN;
      if (!colour) {
        photo.data.fill(255, p * 3, p * 3 + 3);
        continue;
      }
      person.data[p] = 1;
      const streak = x % 4 < 2 ? 18 : -18;
      for (let c = 0; c < 3; c++) photo.data[p * 3 + c] = (colour[c] ?? 0) + streak;
    }
  }
  return { photo, person };
}

function mean(plane: Plane, left: number, top: number, size: number): number {
  let sum = 0;
  for (let y = top; y < top + size; y++) {
    for (let x = left; x < left + size; x++) sum += plane.data[y * SIZE + x] ?? 0;
  }
  return sum / (size * size);
}

describe('long hair falling beside the neck', () => {
  it('keeps the strands over the shoulders, not the shirt or the neck under the chin', async () => {
    const { photo, person } = sitter(340, BLUE);
    const fall = await hairFall(photo, person, head);
    // Below the chin, beside the neck: the hair on both sides.
    expect(mean(fall, 260, 290, 16)).toBeGreaterThan(0.8);
    expect(mean(fall, 124, 290, 16)).toBeGreaterThan(0.8);
    // The shirt beside the hair and the neck's column stay out: the costume goes there.
    expect(mean(fall, 305, 300, 16)).toBeLessThan(0.02);
    expect(mean(fall, 192, 280, 16)).toBeLessThan(0.02);
  });

  it('keeps nothing of short hair, even above a coat of the same colour', async () => {
    const { photo, person } = sitter(235, BROWN);
    const fall = await hairFall(photo, person, head);
    expect(mean(fall, 260, 290, 16)).toBeLessThan(0.02);
    expect(mean(fall, 305, 300, 16)).toBeLessThan(0.02);
  });

  it('keeps nothing of hair ending just under the jaw: a few strings there are no long hair', async () => {
    // Strands to 0.25 face widths under the chin: the strays and backdrop by a short-haired
    // man's ears, which hung as strings over the collar while the rows above counted as hair.
    const { photo, person } = sitter(280, BLUE);
    const fall = await hairFall(photo, person, head);
    expect(mean(fall, 255, 262, 12)).toBeLessThan(0.02);
    expect(mean(fall, 133, 262, 12)).toBeLessThan(0.02);
  });

  it("falls away from the neck as it hangs, where the neck's column cuts it", async () => {
    const { photo, person } = sitter(340, BLUE);
    const fall = await hairFall(photo, person, head);
    // The first pixel of hair out from the neck on the picture's right, on one row.
    const innerEdge = (y: number) => {
      for (let x = 200; x < SIZE; x++) if ((fall.data[y * SIZE + x] ?? 0) >= 0.5) return x;
      return SIZE;
    };
    // Strands reach in to 0.45 face widths either side: the column cuts them all the way
    // down. Cut straight, the edge stood on one column from the chin to the ends.
    expect(innerEdge(320) - innerEdge(270)).toBeGreaterThanOrEqual(6);
  });

  it("fades out towards the photo's frame and keeps nothing past it", async () => {
    const { photo, person } = sitter(340, BLUE);
    // The photo ends at x 280, inside the hair on the picture's right (strands to 295).
    const fall = await hairFall(photo, person, head, 0, {
      left: 0,
      top: 0,
      width: 280,
      height: SIZE,
    });
    const at = (x: number) => fall.data[290 * SIZE + x] ?? 0;
    expect(at(284)).toBe(0);
    expect(at(278)).toBeLessThan(0.2);
    expect(at(266)).toBeGreaterThan(at(274));
    expect(at(266)).toBeGreaterThan(0.5);
  });
});
