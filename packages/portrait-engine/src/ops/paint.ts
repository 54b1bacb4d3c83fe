import type { Layout } from '../layout';
import { luminance, type Plane, type Raster, rasterFromSharp, rasterToSharp } from '../raster';
import { brushwork } from './brushwork';
import { drawInk, inkLines } from './edges';
import { anisotropicKuwahara } from './kuwahara';
import { cropRaster, layIn } from './lay-in';
import { structureFlow } from './structure';
import { celShade } from './tones';

/** How far the structure tensor is smoothed (pixels): strokes follow forms, not pores. */
const FLOW_RADIUS = 3;
/** The broad layer is painted at this fraction of the size: big strokes, a sixteenth the work. */
const BROAD_SCALE = 2;
/** The fine layer's strokes, as a share of the broad ones. */
const FINE_SHARE = 0.7;
/** Brush strokes over the painted layers run this many Kuwahara radii each way. */
const STROKE_LENGTH = 2.5;
const STROKE_SEED = 0x5eed0f;
/**
 * A cel-shaded face gets this many more tone bands than the rest: an animator's face has its
 * own shading steps, and in five bands a cheek, an eye socket and a brow fall into one flat.
 */
const FACE_BANDS = 3;

function strokesOver(picture: Raster, radius: number, detail?: Plane): Raster {
  const luma = luminance(picture);
  return anisotropicKuwahara(picture, luma, structureFlow(luma, FLOW_RADIUS), radius, detail);
}

/**
 * Two layers as a painter works (after Hertzmann): broad strokes everywhere, painted small and
 * enlarged, then finer strokes over the head, finest at the eyes and mouth (the layout's
 * `detail`). Strokes run along the picture's forms: an anisotropic Kuwahara filter.
 */
async function paintLayers(picture: Raster, layout: Layout, radius: number): Promise<Raster> {
  const small = await rasterFromSharp(
    rasterToSharp(picture).resize(
      Math.round(picture.width / BROAD_SCALE),
      Math.round(picture.height / BROAD_SCALE),
      { fit: 'fill' },
    ),
  );
  const broad = await rasterFromSharp(
    rasterToSharp(strokesOver(small, radius / BROAD_SCALE)).resize(picture.width, picture.height, {
      fit: 'fill',
      kernel: 'linear',
    }),
  );
  const { focus, detail } = layout;
  if (!focus) return broad;
  const fine = strokesOver(cropRaster(picture, focus), radius * FINE_SHARE, detail);
  return layIn(broad, fine, focus);
}

/**
 * One oil-paint pass over the whole picture, face, costume and scene alike: the Kuwahara layers,
 * then brush strokes of one scale over everything, so drawn cloth and the photo's face share
 * the same paint.
 */
export async function paintOil(picture: Raster, layout: Layout, radius: number): Promise<Raster> {
  const layered = await paintLayers(picture, layout, radius);
  const { lengthScale = 1, seed = 0 } = layout.brush ?? {};
  return brushwork(layered, layout, {
    length: Math.round(radius * STROKE_LENGTH * lengthScale),
    relief: 0.07,
    warmth: 5,
    seed: STROKE_SEED + seed,
  });
}

export interface CelOptions {
  /** Stroke radius of the flattening pass. */
  readonly radius: number;
  /** How many tone bands brightness falls into. */
  readonly bands: number;
  /** Scale of the features that get an ink line (pixels). */
  readonly inkScale: number;
  readonly ink: readonly [number, number, number];
}

/**
 * Cel shading: the picture flattened into areas of one colour, brightness snapped to a few
 * flat bands, and ink lines where a difference of Gaussians finds an edge (XDoG), drawn from
 * the flattened picture so they outline shapes rather than photo noise.
 */
export async function paintCel(picture: Raster, layout: Layout, options: CelOptions) {
  const flat = await paintLayers(picture, layout, options.radius);
  const ink = await inkLines(flat, {
    sigma: options.inkScale,
    threshold: 0.012,
    softness: 0.025,
  });
  const { focus } = layout;
  const face = focus && cropRaster(flat, focus);
  celShade(flat, options.bands, 0.3);
  if (face && focus) layIn(flat, celShade(face, options.bands + FACE_BANDS, 0.3), focus);
  return drawInk(flat, ink, options.ink);
}
