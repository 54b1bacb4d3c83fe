import { canvasShape } from '../print-areas';
import type { PreparedArtwork } from './artwork';
import { clamped, cropRgb, type Mockup, type RawImage, seededRandom } from './raw-image';

const SCENE_PX = 900;
const FACE_HEIGHT_PX = 620;
/** How much of the side's depth the slight angle of view lets us see. */
const SIDE_FORESHORTENING = 0.8;

export interface CanvasSize {
  widthIn: number;
  heightIn: number;
  /** Frame depth in inches. */
  depthIn: number;
}

interface CanvasLayout {
  faceX: number;
  faceY: number;
  faceWidth: number;
  faceHeight: number;
  /** Visible width of the right-hand side, which shows the picture wrapped round the frame. */
  sideWidth: number;
  /** How far the side's far edge shrinks at top and bottom: the perspective of the view. */
  sideTaper: number;
  /** The frame's depth at the face's scale: how much print wraps round each side. */
  wrapPx: number;
}

/** The canvas sits on the wall with its own proportions; the scene is always square. */
function canvasLayout(size: CanvasSize): CanvasLayout {
  const faceHeight = FACE_HEIGHT_PX;
  const faceWidth = Math.round((faceHeight * size.widthIn) / size.heightIn);
  const pxPerInch = faceHeight / size.heightIn;
  const sideWidth = Math.max(16, Math.round(size.depthIn * pxPerInch * SIDE_FORESHORTENING));
  return {
    faceX: Math.round((SCENE_PX - faceWidth - sideWidth) / 2),
    faceY: Math.round((SCENE_PX - faceHeight) / 2) - 20,
    faceWidth,
    faceHeight,
    sideWidth,
    sideTaper: Math.max(3, Math.round(sideWidth * 0.3)),
    wrapPx: Math.max(1, Math.round(size.depthIn * pxPerInch)),
  };
}

/** The Gaussian error function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const value = 1 - poly * Math.exp(-x * x);
  return x < 0 ? -value : value;
}

/** How much of a blurred span [from, to] covers each pixel along one axis. */
function blurredSpan(length: number, from: number, to: number, sigma: number): Float32Array {
  const cover = new Float32Array(length);
  const k = 1 / (sigma * Math.SQRT2);
  for (let i = 0; i < length; i++)
    cover[i] = 0.5 * (erf((i + 0.5 - from) * k) - erf((i + 0.5 - to) * k));
  return cover;
}

/**
 * A painted wall lit from the upper left, with the canvas's shadow thrown down and to the right.
 * A blurred rectangle is separable, so the shadow is exact and cheap without any blur pass.
 */
function paintWall(layout: CanvasLayout): RawImage {
  const { faceX, faceY, faceWidth, faceHeight, sideWidth } = layout;
  const right = faceX + faceWidth + sideWidth;
  const bottom = faceY + faceHeight;
  const castX = blurredSpan(SCENE_PX, faceX + 20, right + 20, 20);
  const castY = blurredSpan(SCENE_PX, faceY + 26, bottom + 26, 20);
  const contactX = blurredSpan(SCENE_PX, faceX + 3, right + 4, 4);
  const contactY = blurredSpan(SCENE_PX, faceY + 4, bottom + 5, 4);
  const data = Buffer.alloc(SCENE_PX * SCENE_PX * 3);
  for (let y = 0; y < SCENE_PX; y++) {
    for (let x = 0; x < SCENE_PX; x++) {
      const dx = x / SCENE_PX - 0.3;
      const dy = y / SCENE_PX - 0.2;
      const lamp = 1.04 - 0.16 * Math.sqrt(dx * dx + dy * dy);
      const cast = 0.42 * (castX[x] as number) * (castY[y] as number);
      const contact = 0.3 * (contactX[x] as number) * (contactY[y] as number);
      const light = lamp * (1 - cast) * (1 - contact);
      const o = (y * SCENE_PX + x) * 3;
      data[o] = Math.min(255, 232 * light);
      data[o + 1] = Math.min(255, 226 * light);
      data[o + 2] = Math.min(255, 216 * light);
    }
  }
  return { data, width: SCENE_PX, height: SCENE_PX, channels: 3 };
}

/**
 * Light on the face, in 1/256ths: from the upper left like the wall, with a faint linen weave
 * (what tells canvas from a poster) and a catch-light where the canvas turns round the frame.
 */
function faceLight(layout: CanvasLayout): Uint16Array {
  const { faceWidth, faceHeight } = layout;
  const random = seededRandom(7);
  const light = new Uint16Array(faceWidth * faceHeight);
  for (let y = 0; y < faceHeight; y++) {
    for (let x = 0; x < faceWidth; x++) {
      const weave = (x % 3 === 0 ? -3 : 0) + (y % 3 === 0 ? -3 : 0) + (random() - 0.5) * 6;
      const edge = x >= faceWidth - 2 || y < 2 ? 0.07 : 0;
      const gradient = 1.04 - 0.08 * ((x / faceWidth) * 0.4 + (y / faceHeight) * 0.6);
      light[y * faceWidth + x] = Math.round((gradient + weave / 255 + edge) * 256);
    }
  }
  return light;
}

/**
 * The patch covers the face and the side; it starts as the wall behind them. `print` is the
 * part of the print file this view shows: the face, then the wrap round the right-hand side.
 */
function paintFace(
  patch: RawImage,
  print: RawImage,
  light: Uint16Array,
  layout: CanvasLayout,
): void {
  const out = clamped(patch);
  const ink = print.data;
  const { faceWidth, faceHeight } = layout;
  for (let y = 0; y < faceHeight; y++) {
    for (let x = 0; x < faceWidth; x++) {
      const p = y * faceWidth + x;
      const a = (y * print.width + x) * 4;
      const o = (y * patch.width + x) * 3;
      const l = light[p] as number;
      const alpha = ink[a + 3] as number;
      // Bare canvas is white where the artwork is transparent.
      const paper = 255 * (255 - alpha);
      out[o] = (((ink[a] as number) * alpha + paper) * l) >> 16;
      out[o + 1] = (((ink[a + 1] as number) * alpha + paper) * l) >> 16;
      out[o + 2] = (((ink[a + 2] as number) * alpha + paper) * l) >> 16;
    }
  }
}

/**
 * The picture carries on round the frame: the side shows the print's wrap strip beyond the
 * face's right edge, foreshortened and in the shade.
 */
function paintSide(patch: RawImage, print: RawImage, layout: CanvasLayout): void {
  const { faceWidth, faceHeight, sideWidth, sideTaper, wrapPx } = layout;
  const out = clamped(patch);
  for (let dx = 0; dx < sideWidth; dx++) {
    const t = (dx + 0.5) / sideWidth;
    const top = t * sideTaper;
    const height = faceHeight - 2 * t * sideTaper;
    const sourceX = Math.min(print.width - 1, faceWidth + Math.floor(t * wrapPx));
    const shade = 0.68 - 0.1 * t;
    for (let y = Math.floor(top); y < Math.ceil(top + height); y++) {
      const cover = Math.min(1, y + 1 - top, top + height - y);
      const sourceY = Math.max(
        0,
        Math.min(faceHeight - 1, Math.round(((y - top) / height) * faceHeight)),
      );
      const a = (sourceY * print.width + sourceX) * 4;
      const o = (y * patch.width + faceWidth + dx) * 3;
      for (let c = 0; c < 3; c++) {
        const wall = out[o + c] as number;
        out[o + c] = wall + ((print.data[a + c] as number) * shade - wall) * cover;
      }
    }
  }
}

export interface CanvasMockups {
  render(art: PreparedArtwork, size: CanvasSize): Promise<Mockup>;
}

/** Stretched-canvas mock-ups; each size's wall and shadow are drawn once per process. */
export function createCanvasMockups(): CanvasMockups {
  const scenes = new Map<string, { wall: RawImage; light: Uint16Array }>();
  return {
    async render(art, size) {
      const layout = canvasLayout(size);
      const key = `${size.widthIn}x${size.heightIn}x${size.depthIn}`;
      let drawn = scenes.get(key);
      if (!drawn) {
        drawn = { wall: paintWall(layout), light: faceLight(layout) };
        scenes.set(key, drawn);
      }
      const { faceX, faceY, faceWidth, faceHeight, sideWidth, wrapPx } = layout;
      // Only what this view shows: the front and the wrap round its right-hand side.
      const shape = canvasShape(size.widthIn, size.heightIn, size.depthIn);
      const wrap = shape.wrap ?? { x: 0, y: 0 };
      const part = { x: wrap.x, y: wrap.y, width: 1 - wrap.x, height: 1 - 2 * wrap.y };
      const print = await art.composed(shape, faceWidth + wrapPx, faceHeight, part);
      const patch = cropRgb(drawn.wall, faceX, faceY, faceWidth + sideWidth, faceHeight);
      paintFace(patch, print, drawn.light, layout);
      paintSide(patch, print, layout);
      return { scene: drawn.wall, patch, left: faceX, top: faceY };
    },
  };
}
