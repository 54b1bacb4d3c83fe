import type { Box, Layout } from '../layout';
import {
  createRaster,
  luminance,
  type Plane,
  type Raster,
  rasterFromSharp,
  rasterToSharp,
} from '../raster';
import { brushwork } from './brushwork';
import { drawInk, inkLines } from './edges';
import { anisotropicKuwahara } from './kuwahara';
import { lightPool } from './light';
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

function strokesOver(picture: Raster, radius: number, detail?: Plane): Raster {
  const luma = luminance(picture);
  return anisotropicKuwahara(picture, luma, structureFlow(luma, FLOW_RADIUS), radius, detail);
}

function cropRaster(raster: Raster, box: Box): Raster {
  const out = createRaster(box.width, box.height);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.top + y) * raster.width + box.left) * 3;
    out.data.set(raster.data.subarray(from, from + box.width * 3), y * box.width * 3);
  }
  return out;
}

/** Lays `fine` into `base` at the box, through a soft oval so no edge of the box shows. */
function layIn(base: Raster, fine: Raster, box: Box): Raster {
  const { width, height } = box;
  const oval = lightPool(width, height, {
    x: width / 2,
    y: height / 2,
    radiusX: width / 2,
    radiusY: height / 2,
    softness: 0.4,
  });
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const k = oval.data[p] ?? 0;
      if (k <= 0) continue;
      const i = ((box.top + y) * base.width + box.left + x) * 3;
      for (let c = 0; c < 3; c++) {
        const under = base.data[i + c] ?? 0;
        base.data[i + c] = under + ((fine.data[p * 3 + c] ?? 0) - under) * k;
      }
    }
  }
  return base;
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
  return brushwork(layered, layout, {
    length: Math.round(radius * STROKE_LENGTH),
    relief: 0.07,
    warmth: 5,
    seed: STROKE_SEED,
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
  celShade(flat, options.bands, 0.3);
  return drawInk(flat, ink, options.ink);
}
