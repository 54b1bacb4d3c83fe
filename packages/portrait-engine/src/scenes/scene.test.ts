import { describe, expect, it } from 'vitest';
import { layoutFor } from '../layout';
import type { Raster } from '../raster';
import { RECIPES } from '../registry';
import { MOODS, SETTINGS } from '../vocabulary';
import { underMood } from './mood';
import { litScene, type Scene } from './scene';
import { sceneForSetting } from './scene-for-setting';

/*
 * Scenes are painted once and kept per art thread (scene.ts), keyed by the scene's name, size
 * and face place. A kept scene must be the picture a fresh paint gives, handed out as a copy,
 * and no two different scenes may meet under one key.
 */
const W = 154;
const H = 192;

function same(a: Raster, b: Raster): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  return a.data.every((value, i) => value === b.data[i]);
}

const recipeScenes = Object.values(RECIPES).map((recipe) => recipe.scene);

/** Every scene a render can ask for: the styles', under each mood, and each custom setting's. */
function everyScene(): Scene[] {
  return [
    ...recipeScenes,
    ...recipeScenes.flatMap((scene) => MOODS.map((mood) => underMood(scene, mood))),
    ...SETTINGS.flatMap((setting) => [
      sceneForSetting(setting),
      ...MOODS.map((mood) => sceneForSetting(setting, mood)),
    ]),
  ];
}

describe('the kept scenes', () => {
  it('hand out the picture a fresh paint gives, as a copy the render may paint over', async () => {
    const layout = layoutFor(W, H);
    for (const scene of recipeScenes.slice(0, 3)) {
      const first = await litScene(scene, layout);
      first.data.fill(0);
      const kept = await litScene(scene, layout);
      const fresh = await litScene({ ...scene, name: `${scene.name}-fresh` }, layout);
      expect({ scene: scene.name, same: same(kept, fresh) }).toEqual({
        scene: scene.name,
        same: true,
      });
    }
  });

  it('keep each style apart: asking for one after another gives its own picture', async () => {
    const layout = layoutFor(W, H);
    const [royal, caravaggio] = recipeScenes as [Scene, Scene];
    const royalFirst = await litScene(royal, layout);
    const caravaggioPicture = await litScene(caravaggio, layout);
    const royalAgain = await litScene(royal, layout);
    expect(same(royalFirst, caravaggioPicture)).toBe(false);
    expect(same(royalFirst, royalAgain)).toBe(true);
  });

  it('light a face at another place afresh', async () => {
    const scene = recipeScenes.find((s) => s.light.glow || s.light.beam) as Scene;
    const centred = await litScene(scene, layoutFor(W, H));
    const aside = await litScene(scene, layoutFor(W, H, { x: 0.3, y: 0.3, radius: 0.24 }));
    expect(same(centred, aside)).toBe(false);
  });

  it('never give two different scenes one name, the key they are kept under', async () => {
    const byName = new Map<string, { picture: Raster; light: string }>();
    for (const scene of everyScene()) {
      const picture = await scene.paint(W, H);
      const light = JSON.stringify(scene.light);
      const known = byName.get(scene.name);
      if (!known) {
        byName.set(scene.name, { picture, light });
        continue;
      }
      expect({
        name: scene.name,
        same: same(known.picture, picture) && known.light === light,
      }).toEqual({ name: scene.name, same: true });
    }
    expect(byName.size).toBeGreaterThan(recipeScenes.length);
  });
});
