import { describe, expect, it } from 'vitest';
import { locateFace, USUAL_FACE } from './face';
import { createRaster, type Raster } from './raster';

/** A grey picture with an oval of warm skin tone centred at (cx, cy), shares of the size. */
function pictureWithSkinAt(cx: number, cy: number): Raster {
  const raster = createRaster(200, 250);
  for (let y = 0; y < 250; y++) {
    for (let x = 0; x < 200; x++) {
      const inside = ((x / 200 - cx) / 0.12) ** 2 + ((y / 250 - cy) / 0.1) ** 2 < 1;
      raster.data.set(inside ? [224, 172, 140] : [110, 110, 110], (y * 200 + x) * 3);
    }
  }
  return raster;
}

describe('locateFace', () => {
  it('finds a face that sits off to one side', () => {
    const face = locateFace(pictureWithSkinAt(0.38, 0.3));
    expect(face?.x).toBeCloseTo(0.38, 1);
    expect(face?.y).toBeCloseTo(0.3, 1);
  });

  it('finds no face when there is no skin tone, as in a grey photo', () => {
    expect(locateFace(createRaster(200, 250))).toBeUndefined();
  });

  it('never moves the light to the far edge of the picture', () => {
    const face = locateFace(pictureWithSkinAt(0.05, 0.9));
    expect(face?.x).toBeGreaterThanOrEqual(USUAL_FACE.x - 0.18);
    expect(face?.y).toBeLessThanOrEqual(USUAL_FACE.y + 0.18);
  });
});
