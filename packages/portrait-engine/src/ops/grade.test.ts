import { describe, expect, it } from 'vitest';
import { createPlane, createRaster } from '../raster';
import { capChromaWhere } from './grade';

const chroma = (rgb: number[]) => Math.max(...rgb) - Math.min(...rgb);
const luma = ([r = 0, g = 0, b = 0]: number[]) => 0.299 * r + 0.587 * g + 0.114 * b;

describe('capChromaWhere', () => {
  // Face paint at full colour, and a skin tone under the cap.
  const PAINT = [250, 90, 20];
  const SKIN = [190, 150, 135];

  function capped(where: number) {
    const picture = createRaster(2, 1);
    picture.data.set([...PAINT, ...SKIN]);
    const plane = createPlane(2, 1, where);
    capChromaWhere(picture, 60, plane);
    return [Array.from(picture.data.subarray(0, 3)), Array.from(picture.data.subarray(3, 6))];
  }

  it('tames a colour over the cap to it, keeping its brightness and hue', () => {
    const [paint = []] = capped(1);
    expect(chroma(paint)).toBeCloseTo(60, 0);
    expect(luma(paint)).toBeCloseTo(luma(PAINT), 0);
    expect(paint[0]).toBeGreaterThan(paint[1] ?? 0);
    expect(paint[1]).toBeGreaterThan(paint[2] ?? 0);
  });

  it('leaves a colour under the cap, and everything outside the place, as they were', () => {
    const [, skin = []] = capped(1);
    expect(skin.map(Math.round)).toEqual(SKIN);
    const [paint = []] = capped(0);
    expect(paint.map(Math.round)).toEqual(PAINT);
  });
});
