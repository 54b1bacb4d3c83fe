import type { Layout } from '../layout';
import type { Rgb } from '../ops/grade';
import { addGlow, lightPool } from '../ops/light';
import { cloneRaster, createPlane, type Plane, type Raster } from '../raster';

/** A glow in the scene that follows the face; offsets and spread are in face radii. */
export interface SceneGlow {
  readonly colour: Rgb;
  readonly strength: number;
  readonly x: number;
  readonly y: number;
  readonly spread: number;
}

/** A shaft of light crossing the scene through a point set off from the face (face radii). */
export interface SceneBeam {
  readonly colour: Rgb;
  readonly strength: number;
  readonly x: number;
  readonly y: number;
  /** Direction the light travels, in radians (0 is to the right, y grows downwards). */
  readonly angle: number;
  readonly width: number;
}

/** How a scene's light falls on the person put into it. */
export interface SceneLight {
  /** Direction from the face towards the main light (x right, y down). */
  readonly from: { readonly x: number; readonly y: number };
  /** Distance, in face radii, over which the light falls from lit to shaded across the person. */
  readonly falloff: number;
  /** Multipliers on the person's side turned to the light, and on the side turned away. */
  readonly lit: Rgb;
  readonly shade: Rgb;
  /** Colour of the rim the main light draws along the person's edge, and its strength. */
  readonly rim: Rgb;
  readonly rimStrength: number;
  /** Share of the scene's own colour cast onto the person and wrapped round their edge. */
  readonly spill: number;
  /**
   * Share of the photo's own tonal range (its brightness away from the head's mean) the head
   * keeps under this light, 1 when absent. A dark, low-key scene paints its costume in a few
   * close values; a photo's full range on the face read as a cut-out laid on it.
   */
  readonly faceRange?: number;
  readonly glow?: SceneGlow;
  readonly beam?: SceneBeam;
}

/** A place to put the person in, painted by the engine. */
export interface Scene {
  readonly name: string;
  /** Paints the scene for a portrait whose face sits at the usual place. */
  paint(width: number, height: number): Promise<Raster>;
  readonly light: SceneLight;
}

const painted = new Map<string, Promise<Raster>>();

/**
 * Scenes do not depend on the photo, so each is painted once per size and kept: a 616x768 scene
 * is 1.4 MB, nine styles 13 MB per art thread.
 */
function backdrop(scene: Scene, width: number, height: number): Promise<Raster> {
  const key = `${scene.name}:${width}x${height}`;
  let known = painted.get(key);
  if (!known) {
    known = scene.paint(width, height);
    known.catch(() => painted.delete(key));
    painted.set(key, known);
  }
  return known;
}

function beamPlane(layout: Layout, beam: SceneBeam): Plane {
  const { width, height, face } = layout;
  const plane = createPlane(width, height);
  const cx = face.x + beam.x * face.radius;
  const cy = face.y + beam.y * face.radius;
  const nx = -Math.sin(beam.angle);
  const ny = Math.cos(beam.angle);
  const half = beam.width * face.radius;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const across = ((x - cx) * nx + (y - cy) * ny) / half;
      plane.data[p] = Math.exp(-across * across);
    }
  }
  return plane;
}

/**
 * Lit scenes kept: faces are framed at one place, so a few layouts cover nearly every render.
 * At 1.4 MB each this is at most 34 MB per art thread; the least recently used goes first.
 */
const MAX_LIT = 24;
const lit = new Map<string, Promise<Raster>>();

async function lightScene(scene: Scene, layout: Layout): Promise<Raster> {
  const picture = cloneRaster(await backdrop(scene, layout.width, layout.height));
  const { glow, beam } = scene.light;
  const { face, width, height } = layout;
  if (beam) addGlow(picture, beamPlane(layout, beam), beam.colour, beam.strength);
  if (glow) {
    const pool = lightPool(width, height, {
      x: face.x + glow.x * face.radius,
      y: face.y + glow.y * face.radius,
      radiusX: glow.spread * face.radius,
      radiusY: glow.spread * face.radius,
      softness: 1,
    });
    addGlow(picture, pool, glow.colour, glow.strength);
  }
  return picture;
}

/**
 * The scene for one portrait: its painting, with the light that follows the face added. Kept
 * per face place (to the pixel), since the framing puts nearly every face at the same place.
 */
export async function litScene(scene: Scene, layout: Layout): Promise<Raster> {
  const { face, width, height } = layout;
  const key = [scene.name, width, height, face.x, face.y, face.radius]
    .map((v) => (typeof v === 'number' ? Math.round(v) : v))
    .join(':');
  let known = lit.get(key);
  if (known) {
    lit.delete(key);
  } else {
    if (lit.size >= MAX_LIT) lit.delete(lit.keys().next().value as string);
    known = lightScene(scene, layout);
    known.catch(() => lit.delete(key));
  }
  lit.set(key, known);
  return cloneRaster(await known);
}
