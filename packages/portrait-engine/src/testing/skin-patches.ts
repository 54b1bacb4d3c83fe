import sharp from 'sharp';
import type { HeadGeometry } from '../costumes/costume';
import type { Features } from '../head';

/*
 * Patches of skin a viewer compares at a glance, measured in CIELAB so distances are what the
 * eye sees: the cheeks (where the engine samples the skin) and the neck under the chin.
 */

export interface Lab {
  readonly l: number;
  readonly a: number;
  readonly b: number;
}

export interface Pixels {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

export async function pixelsOf(image: Buffer, width: number, height: number): Promise<Pixels> {
  const data = await sharp(image)
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height };
}

const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

export function labOf(r: number, g: number, b: number): Lab {
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return { l: 116 * y - 16, a: 500 * (x - y), b: 200 * (y - z) };
}

export const deltaE = (p: Lab, q: Lab) => Math.hypot(p.l - q.l, p.a - q.a, p.b - q.b);

/** The mean Lab of a box's middle half by lightness: highlights, lines and specks left out. */
function patch(pixels: Pixels, left: number, top: number, right: number, bottom: number): Lab {
  const samples: Lab[] = [];
  for (let y = Math.max(0, Math.round(top)); y < Math.min(pixels.height, bottom); y++) {
    for (let x = Math.max(0, Math.round(left)); x < Math.min(pixels.width, right); x++) {
      const i = (y * pixels.width + x) * 3;
      samples.push(labOf(pixels.data[i] ?? 0, pixels.data[i + 1] ?? 0, pixels.data[i + 2] ?? 0));
    }
  }
  samples.sort((p, q) => p.l - q.l);
  const middle = samples.slice(Math.floor(samples.length / 4), Math.ceil((samples.length * 3) / 4));
  const n = Math.max(1, middle.length);
  const sum = (k: keyof Lab) => middle.reduce((s, p) => s + p[k], 0) / n;
  return { l: sum('l'), a: sum('a'), b: sum('b') };
}

/** The cheeks: below the eyes, beside the nose, above the mouth. */
export function cheeks(pixels: Pixels, head: HeadGeometry, features: Features): Lab {
  const { leftEye, rightEye, mouth } = features;
  return patch(
    pixels,
    Math.min(leftEye.x, rightEye.x) - head.faceWidth * 0.05,
    Math.max(leftEye.y, rightEye.y) + head.faceHeight * 0.06,
    Math.max(leftEye.x, rightEye.x) + head.faceWidth * 0.05,
    mouth.y - head.faceHeight * 0.04,
  );
}

/** One cheek, under the eye on the picture's `side` (-1 left, 1 right), beside the nose. */
export function cheek(pixels: Pixels, head: HeadGeometry, features: Features, side: -1 | 1): Lab {
  const { leftEye, rightEye, mouth } = features;
  const eye = side < 0 === leftEye.x < rightEye.x ? leftEye : rightEye;
  return patch(
    pixels,
    eye.x - head.faceWidth * 0.1,
    eye.y + head.faceHeight * 0.08,
    eye.x + head.faceWidth * 0.1,
    mouth.y - head.faceHeight * 0.04,
  );
}

/** The neck's front under the chin, from `from` to `to` face heights below it. */
export function neck(pixels: Pixels, head: HeadGeometry, from: number, to: number): Lab {
  const { chin, faceWidth, faceHeight } = head;
  return patch(
    pixels,
    chin.x - faceWidth * 0.15,
    chin.y + faceHeight * from,
    chin.x + faceWidth * 0.15,
    chin.y + faceHeight * to,
  );
}
