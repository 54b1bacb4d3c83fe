import sharp, { type Sharp } from 'sharp';
import { TEE_SHAPE } from '../print-areas';
import { containSize, type PreparedArtwork } from './artwork';
import { cropRgb, hexToRgb, type Mockup, type RawImage, seededRandom, toRaw } from './raw-image';
import {
  type BoardView,
  crispShadingSvg,
  PRINT_AREA,
  SHADOW,
  SOFT_BLUR,
  silhouetteSvg,
  softShadingSvg,
} from './tee-shape';

export type TeeView = 'front' | 'detail';

const VIEWS: Record<TeeView, BoardView> = {
  front: { x: 0, y: 12, size: 1000, px: 900 },
  detail: { x: 290, y: 130, size: 420, px: 900 },
};

interface ViewMaps {
  view: BoardView;
  mask: RawImage;
  shading: RawImage;
  shadow: RawImage;
}

/** Cloth is never perfectly flat: a faint grain on top of the drawn light. */
function addGrain(shading: RawImage, seed: number): void {
  const random = seededRandom(seed);
  const { data } = shading;
  for (let i = 0; i < data.length; i++) {
    data[i] = Math.max(0, Math.min(255, (data[i] as number) + Math.round((random() - 0.5) * 7)));
  }
}

function greyPipeline(svg: string): Sharp {
  return sharp(Buffer.from(svg)).flatten({ background: '#000' }).extractChannel(0);
}

async function renderShading(view: BoardView, scale: number): Promise<RawImage> {
  const soft = await toRaw(greyPipeline(softShadingSvg(view)).blur(SOFT_BLUR * scale));
  const { data, width, height } = await toRaw(
    sharp(soft.data, { raw: { width: soft.width, height: soft.height, channels: 1 } })
      .toColourspace('srgb')
      .composite([{ input: Buffer.from(crispShadingSvg(view)) }]),
  );
  const channels = data.length / (width * height);
  const grey = Buffer.alloc(width * height);
  for (let p = 0; p < grey.length; p++) grey[p] = data[p * channels] as number;
  return { data: grey, width, height, channels: 1 };
}

async function renderViewMaps(view: BoardView): Promise<ViewMaps> {
  const scale = view.px / view.size;
  const [mask, shading, shadow] = await Promise.all([
    toRaw(greyPipeline(silhouetteSvg(view))),
    renderShading(view, scale),
    toRaw(
      greyPipeline(silhouetteSvg(view, SHADOW.offsetX, SHADOW.offsetY)).blur(SHADOW.blur * scale),
    ),
  ]);
  addGrain(shading, view.px + view.size);
  return { view, mask, shading, shadow };
}

/** Light falling on cloth of colour `c`; dark cloth shows its folds as sheen, not as shade. */
function lit(c: number, light: number): number {
  const value = c * light * 0.94 + (light - 1) * 60;
  return Math.max(0, Math.min(255, value));
}

function paintShirt(maps: ViewMaps, hex: string): RawImage {
  const { mask, shading, shadow } = maps;
  const { width, height } = mask;
  const [r, g, b] = hexToRgb(hex);
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const wall = 241 - (y / height) * 12;
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const m = (mask.data[p] as number) / 255;
      const bg = wall * (1 - 0.28 * ((shadow.data[p] as number) / 255));
      const light = (shading.data[p] as number) / 128;
      const o = p * 3;
      data[o] = bg + (lit(r, light) - bg) * m;
      data[o + 1] = bg - 2 + (lit(g, light) - bg + 2) * m;
      data[o + 2] = bg - 5 + (lit(b, light) - bg + 5) * m;
    }
  }
  return { data, width, height, channels: 3 };
}

/** `lit` for every shading value and colour value, so printing is table look-ups. */
const LIT_TABLE = (() => {
  const table = new Uint8ClampedArray(256 * 256);
  for (let shade = 0; shade < 256; shade++) {
    for (let c = 0; c < 256; c++) table[shade * 256 + c] = lit(c, shade / 128);
  }
  return table;
})();

/**
 * Ink sits in the cloth: the print takes the shirt's light and folds. Returns the printed
 * rectangle, clipped to the view, and whether the print covered all of it: then the patch is
 * the same on a shirt of any colour.
 */
function printArtwork(shirt: RawImage, maps: ViewMaps, art: RawImage, left: number, top: number) {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const width = Math.min(shirt.width, left + art.width) - x0;
  const height = Math.min(shirt.height, top + art.height) - y0;
  const patch = cropRgb(shirt, x0, y0, width, height);
  const out = patch.data;
  const ink = art.data;
  const shading = maps.shading.data;
  let opaque = true;
  // The hottest loop of a job's mock-ups: channels unrolled, no branch per channel.
  for (let y = 0; y < height; y++) {
    const artRow = (y + y0 - top) * art.width + (x0 - left);
    const shirtRow = (y + y0) * shirt.width + x0;
    for (let x = 0, o = y * width * 3; x < width; x++, o += 3) {
      const a = (artRow + x) * 4;
      const alpha = ink[a + 3] as number;
      if (alpha === 0) {
        opaque = false;
        continue;
      }
      const light = (shading[shirtRow + x] as number) << 8;
      const red = LIT_TABLE[light + (ink[a] as number)] as number;
      const green = LIT_TABLE[light + (ink[a + 1] as number)] as number;
      const blue = LIT_TABLE[light + (ink[a + 2] as number)] as number;
      if (alpha === 255) {
        out[o] = red;
        out[o + 1] = green;
        out[o + 2] = blue;
        continue;
      }
      opaque = false;
      const r = out[o] as number;
      const g = out[o + 1] as number;
      const b = out[o + 2] as number;
      out[o] = r + (((red - r) * alpha) >> 8);
      out[o + 1] = g + (((green - g) * alpha) >> 8);
      out[o + 2] = b + (((blue - b) * alpha) >> 8);
    }
  }
  return { patch, left: x0, top: y0, opaque };
}

export interface TeeMockups {
  render(art: PreparedArtwork, hex: string, view: TeeView): Promise<Mockup>;
}

/**
 * T-shirt mock-ups. The shapes are drawn once per process and each colour is painted once;
 * a job only prints its artwork.
 */
export function createTeeMockups(): TeeMockups {
  let maps: Promise<Record<TeeView, ViewMaps>> | undefined;
  const shirts = new Map<string, RawImage>();
  // A print that covers its whole rectangle (an opaque artwork: every job's) looks the same on
  // every colour of shirt, so each view's is printed once per artwork.
  const printed = new WeakMap<RawImage, Map<TeeView, ReturnType<typeof printArtwork>>>();

  const viewMaps = () => {
    // A failed drawing is forgotten, so the next job tries again rather than failing forever.
    maps ??= Promise.all([renderViewMaps(VIEWS.front), renderViewMaps(VIEWS.detail)]).then(
      ([front, detail]) => ({ front, detail }),
      (error: unknown) => {
        maps = undefined;
        throw error;
      },
    );
    return maps;
  };

  return {
    async render(art, hex, viewName) {
      const view = (await viewMaps())[viewName];
      const key = `${viewName}:${hex}`;
      let shirt = shirts.get(key);
      if (!shirt) {
        shirt = paintShirt(view, hex);
        shirts.set(key, shirt);
      }
      const scale = view.view.px / view.view.size;
      const area = containSize(
        TEE_SHAPE.aspect,
        Math.round(PRINT_AREA.width * scale),
        Math.round(PRINT_AREA.height * scale),
      );
      const centre = (PRINT_AREA.x + PRINT_AREA.width / 2 - view.view.x) * scale;
      const left = Math.round(centre - area.width / 2);
      const top = Math.round((PRINT_AREA.y - view.view.y) * scale);
      const print = await art.composed(TEE_SHAPE, area.width, area.height);
      const views = printed.get(print) ?? new Map();
      printed.set(print, views);
      let done = views.get(viewName);
      if (!done?.opaque) {
        done = printArtwork(shirt, view, print, left, top);
        views.set(viewName, done);
      }
      return { scene: shirt, patch: done.patch, left: done.left, top: done.top };
    },
  };
}
