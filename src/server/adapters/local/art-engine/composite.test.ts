import { describe, expect, it } from 'vitest';
import { placeHead } from './composite';
import { layoutFor } from './layout';
import { createPlane, createRaster } from './raster';
import { royalInterior } from './scenes/royal-interior';
import type { SceneLight } from './scenes/scene';

function filled(width: number, height: number, rgb: readonly number[]) {
  const raster = createRaster(width, height);
  for (let i = 0; i < raster.data.length; i++) raster.data[i] = rgb[i % 3] ?? 0;
  return raster;
}

describe('placeHead', () => {
  const width = 80;
  const height = 100;
  const scene = filled(width, height, [40, 90, 160]);
  const photo = filled(width, height, [200, 160, 130]);
  const layout = layoutFor(width, height);

  it('leaves the scene as it is where the mask is empty', async () => {
    const mask = createPlane(width, height);
    const picture = await placeHead(scene, photo, mask, layout, royalInterior.light);
    expect(Buffer.from(picture.data).equals(Buffer.from(scene.data))).toBe(true);
  });

  it('shows the head, tinted by the scene round them, where the mask is full', async () => {
    const mask = createPlane(width, height, 1);
    const light: SceneLight = { ...royalInterior.light, lit: [1, 1, 1], shade: [1, 1, 1] };
    const picture = await placeHead(scene, photo, mask, layout, light);
    const centre = (Math.round(layout.face.y) * width + width / 2) * 3;
    const [r = 0, , b = 0] = picture.data.subarray(centre, centre + 3);
    expect(Math.abs(r - 200)).toBeLessThan(40);
    expect(r).toBeGreaterThan(b);
    // The blue scene cools the person a little.
    expect(b / r).toBeGreaterThan(130 / 200);
  });
});
