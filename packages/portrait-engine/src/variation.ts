import { type Grade, grade } from './ops/grade';
import { createRaster, type Raster } from './raster';
import type { Recipe } from './recipe';
import { underMood } from './scenes/mood';
import type { Scene, SceneLight } from './scenes/scene';
import { LOOKS_PER_SET, type Mood } from './vocabulary';

/**
 * The palette each look is graded to after its painting: the first leaves the style's own.
 * Five grades against two mirrorings give ten distinct looks before any repeats.
 */
const GRADES: readonly Grade[] = [
  {},
  { saturation: 1.06, highlights: [16, 6, -12], shadows: [8, 0, -6] },
  {
    exposure: 0.95,
    contrast: 0.06,
    saturation: 0.92,
    highlights: [-10, 0, 14],
    shadows: [-6, 0, 12],
  },
  { gamma: 0.92, contrast: 0.12, saturation: 1.12 },
  { blacks: 0.05, contrast: -0.06, saturation: 0.95, highlights: [8, 6, 0] },
];

/**
 * How long each look's oil strokes are, against the style's own: four lengths to the light's
 * three heights, so the two do not pair off.
 */
const STROKE_LENGTHS: readonly number[] = [1.2, 1.4, 0.75, 0.9];

/** How high the main light stands, added to its direction: level, from above, lower. */
const LIGHT_HEIGHTS: readonly number[] = [0, -0.35, 0.2];

/**
 * The time of day every fourth look is painted at, from the second on; indoors, so a mood only
 * changes the light and colour of the scene and adds no moon or rain to a throne room.
 */
const MOODS: readonly (Mood | undefined)[] = [undefined, undefined, 'sunset', 'stormy'];

function mirrorRaster(picture: Raster): Raster {
  const { width, height, data } = picture;
  const out = createRaster(width, height);
  for (let y = 0; y < height; y++) {
    const row = y * width * 3;
    for (let x = 0; x < width; x++) {
      const from = row + (width - 1 - x) * 3;
      const to = row + x * 3;
      out.data[to] = data[from] ?? 0;
      out.data[to + 1] = data[from + 1] ?? 0;
      out.data[to + 2] = data[from + 2] ?? 0;
    }
  }
  return out;
}

function mirroredLight(light: SceneLight): SceneLight {
  const { from, glow, beam } = light;
  return {
    ...light,
    from: { x: -from.x, y: from.y },
    ...(glow && { glow: { ...glow, x: -glow.x } }),
    ...(beam && { beam: { ...beam, x: -beam.x, angle: Math.PI - beam.angle } }),
  };
}

/**
 * The scene seen the other way round: the face sits on the picture's middle line, so the
 * composition holds, and the light comes from the other side, on the costume and face too.
 */
function mirroredScene(scene: Scene): Scene {
  return {
    name: `${scene.name}:mirrored`,
    paint: async (width, height) => mirrorRaster(await scene.paint(width, height)),
    light: mirroredLight(scene.light),
  };
}

/** The light raised or lowered: the backdrop and its glow stay, so the scene's name does too. */
function relit(scene: Scene, height: number): Scene {
  if (height === 0) return scene;
  const { from } = scene.light;
  return { ...scene, light: { ...scene.light, from: { x: from.x, y: from.y + height } } };
}

/**
 * One look of a plan (issue 36): look 0 is the plan as the style paints it; every other look
 * turns the composition (the scene mirrored), the light (its height and side), the palette
 * (a grade after the painting, and a time of day) and the brushwork (the oil strokes' length
 * and scatter), so the same person in the same costume reads as another
 * painting. A look is a number so a print repaints the very look the shopper picked.
 */
export function varyPlan<Plan extends Recipe>(plan: Plan, look: number): Plan {
  if (look <= 0) return plan;
  // Each set of looks after the first starts from another mirroring and time of day.
  const turn = look + Math.floor(look / LOOKS_PER_SET);
  const mirrored = turn % 2 === 1;
  const palette = GRADES[look % GRADES.length] ?? {};
  const height = LIGHT_HEIGHTS[look % LIGHT_HEIGHTS.length] ?? 0;
  const mood = MOODS[turn % MOODS.length];
  const turned = mirrored ? mirroredScene(plan.scene) : plan.scene;
  const scene = relit(mood ? underMood(turned, mood, false) : turned, height);
  return {
    ...plan,
    scene,
    paint: async (picture, layout) => {
      const brush = { lengthScale: STROKE_LENGTHS[look % STROKE_LENGTHS.length] ?? 1, seed: look };
      return grade(await plan.paint(picture, { ...layout, brush }), palette);
    },
  };
}
