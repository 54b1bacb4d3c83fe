import { describe, expect, it } from 'vitest';
import type { Raster } from '../raster';
import { MOODS, type Mood, SETTINGS } from '../vocabulary';
import { sceneForSetting } from './scene-for-setting';

const W = 154;
const H = 192;

function stats(picture: Raster) {
  let [r, g, b, saturation] = [0, 0, 0, 0];
  const { data } = picture;
  for (let i = 0; i < data.length; i += 3) {
    const [pr, pg, pb] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    r += pr;
    g += pg;
    b += pb;
    const high = Math.max(pr, pg, pb);
    saturation += high === 0 ? 0 : (high - Math.min(pr, pg, pb)) / high;
  }
  const n = data.length / 3;
  return { r: r / n, g: g / n, b: b / n, light: (r + g + b) / (3 * n), saturation: saturation / n };
}

function difference(a: Raster, b: Raster): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
  return sum / a.data.length;
}

const paint = (setting: (typeof SETTINGS)[number], mood?: Mood) =>
  sceneForSetting(setting, mood).paint(W, H);

describe('sceneForSetting', () => {
  it('gives every setting a scene of its own', async () => {
    const scenes = SETTINGS.map((setting) => sceneForSetting(setting));
    expect(new Set(scenes.map((scene) => scene.name)).size).toBe(SETTINGS.length);
    const pictures = await Promise.all(scenes.map((scene) => scene.paint(W, H)));
    for (const [k, a] of pictures.entries()) {
      for (const b of pictures.slice(k + 1)) expect(difference(a, b)).toBeGreaterThan(15);
    }
  });

  it('paints a garden green and outer space dark', async () => {
    const forest = stats(await paint('forest'));
    expect(forest.g).toBeGreaterThan(forest.r);
    expect(stats(await paint('space')).light).toBeLessThan(70);
  });

  it.each(['sea', 'forest', 'castle', 'studio'] as const)(
    'changes the %s by the mood: night darker and bluer, sunset warmer, storm greyer',
    async (setting) => {
      const day = stats(await paint(setting, 'day'));
      const night = stats(await paint(setting, 'night'));
      const sunset = stats(await paint(setting, 'sunset'));
      const stormy = stats(await paint(setting, 'stormy'));
      expect(night.light).toBeLessThan(day.light * 0.8);
      expect(night.b - night.r).toBeGreaterThan(-5);
      expect(sunset.r - sunset.b).toBeGreaterThan(day.r - day.b + 10);
      expect(stormy.saturation).toBeLessThan(day.saturation);
    },
  );

  it('puts a stormy sea in a storm, with its ship, rather than greying a calm one', () => {
    expect(sceneForSetting('sea', 'stormy').name).toBe('stormy-sea');
    expect(sceneForSetting('sea').name).toBe('calm-sea');
  });

  it('keeps the mood in the scene name, so each mood is painted and kept apart', () => {
    const names = MOODS.map((mood) => sceneForSetting('studio', mood).name);
    expect(new Set(names).size).toBe(MOODS.length);
  });

  it('leaves outer space as it is whatever the time of day', () => {
    for (const mood of MOODS) expect(sceneForSetting('space', mood).name).toBe('outer-space');
  });

  it('lights the person for the mood: warm and low at sunset, cool at night', () => {
    const sunset = sceneForSetting('forest', 'sunset').light;
    const night = sceneForSetting('forest', 'night').light;
    expect(Math.abs(sunset.from.y)).toBeLessThan(0.2);
    expect(sunset.lit[0]).toBeGreaterThan(sunset.lit[2]);
    expect(night.lit[2]).toBeGreaterThan(night.lit[0]);
  });
});
