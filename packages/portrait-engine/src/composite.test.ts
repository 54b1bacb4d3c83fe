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

  it("draws the photo's light and dark towards each other under a low-key scene's light", async () => {
    // Half the photo a lit cheek, half a shadow, under the same flat light.
    const split = filled(width, height, [210, 170, 140]);
    split.data.fill(50, 0, (width * height * 3) / 2);
    const mask = createPlane(width, height, 1);
    const flat: SceneLight = { ...royalInterior.light, lit: [1, 1, 1], shade: [1, 1, 1] };
    const spread = async (light: SceneLight) => {
      const picture = await placeHead(scene, split, mask, layout, light);
      const at = (y: number) => picture.data[(y * width + width / 2) * 3] ?? 0;
      return at(height - 5) - at(5);
    };
    const full = await spread(flat);
    const lowKey = await spread({ ...flat, faceRange: 0.75 });
    expect(lowKey).toBeLessThan(full * 0.85);
    expect(lowKey).toBeGreaterThan(full * 0.6);
  });
});
