import { type Grade, grade, type Rgb } from '../ops/grade';
import { addGlow, lightPool } from '../ops/light';
import { createRandom, seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Mood } from '../vocabulary';
import { fixed, paintSvgOver } from './paint-kit';
import type { Scene, SceneLight } from './scene';

const GRADES: Record<Mood, Grade> = {
  day: { exposure: 1.06, saturation: 1.08 },
  night: {
    exposure: 0.5,
    gamma: 1.1,
    saturation: 0.55,
    highlights: [-12, 0, 26],
    shadows: [-4, 0, 18],
  },
  sunset: { contrast: 0.12, saturation: 1.12, highlights: [26, 4, -22], shadows: [12, -4, 4] },
  stormy: { exposure: 0.72, contrast: 0.22, saturation: 0.45, shadows: [-6, 0, 8] },
};

const times = (a: Rgb, b: Rgb): Rgb => [a[0] * b[0], a[1] * b[1], a[2] * b[2]];

/** How the mood changes the light falling on the person. */
function moodLight(light: SceneLight, mood: Mood): SceneLight {
  switch (mood) {
    case 'day':
      return light;
    case 'night':
      return {
        ...light,
        lit: times(light.lit, [0.78, 0.84, 1.0]),
        shade: times(light.shade, [0.6, 0.64, 0.8]),
        rim: [150, 185, 255],
        glow: undefined,
      };
    case 'sunset':
      return {
        ...light,
        from: { x: light.from.x < 0 ? -0.95 : 0.95, y: 0.05 },
        lit: times(light.lit, [1.14, 0.98, 0.8]),
        shade: times(light.shade, [0.9, 0.78, 0.86]),
        rim: [255, 170, 90],
        rimStrength: Math.max(light.rimStrength, 0.7),
      };
    case 'stormy':
      return {
        ...light,
        lit: times(light.lit, [0.9, 0.95, 1.0]),
        shade: times(light.shade, [0.8, 0.84, 0.9]),
        rim: [205, 220, 235],
        rimStrength: light.rimStrength * 0.6,
        glow: undefined,
      };
  }
}

function rain(w: number, h: number, seed: number): string {
  const random = createRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < 200; i++) {
    const x = random() * w * 1.2;
    const y = random() * h;
    const length = h * (0.03 + random() * 0.05);
    out.push(
      `<line x1="${fixed(x)}" y1="${fixed(y)}" x2="${fixed(x - length * 0.25)}" y2="${fixed(y + length)}"/>`,
    );
  }
  return `<g stroke="#c8d4dc" stroke-width="1.1" opacity="0.3">${out.join('')}</g>`;
}

/** Paints the mood over a scene: the sky's colour, the sun or moon, rain. */
async function paintMood(
  picture: Raster,
  mood: Mood,
  name: string,
  outdoors: boolean,
): Promise<Raster> {
  const { width, height } = picture;
  grade(picture, GRADES[mood]);
  // Indoors the mood is only the light in the room: no moon, no rain.
  if (mood === 'night' && outdoors) {
    const moon = lightPool(width, height, {
      x: width * 0.8,
      y: height * 0.13,
      radiusX: width * 0.05,
      radiusY: width * 0.05,
      softness: 0.25,
    });
    addGlow(picture, moon, [235, 240, 255], 0.95);
    const halo = lightPool(width, height, {
      x: width * 0.8,
      y: height * 0.13,
      radiusX: width * 0.35,
      radiusY: width * 0.35,
      softness: 1,
    });
    addGlow(picture, halo, [90, 110, 170], 0.35);
  }
  if (mood === 'sunset') {
    const sun = lightPool(width, height, {
      x: width * 0.16,
      y: height * 0.5,
      radiusX: width * 0.6,
      radiusY: height * 0.35,
      softness: 1,
    });
    addGlow(picture, sun, [255, 140, 60], 0.75);
  }
  if (mood === 'stormy' && outdoors)
    return paintSvgOver(picture, rain(width, height, seedFrom(name)));
  return picture;
}

/**
 * A scene at a time of day or in a weather: painted as the scene, then graded and lit for
 * the mood (a moon and blue dark at night, a low orange sun at sunset, grey and rain in a
 * storm; indoors no moon or rain), its light on the person changed to match.
 */
export function underMood(scene: Scene, mood: Mood, outdoors = true): Scene {
  const name = `${scene.name}-${mood}`;
  return {
    name,
    async paint(width, height) {
      const picture = await scene.paint(width, height);
      return paintMood({ ...picture, data: picture.data.slice() }, mood, name, outdoors);
    },
    light: moodLight(scene.light, mood),
  };
}
