import { asUploaded, fixturePhoto } from '@masterpiece-me/test-photos';
import sharp, { type Sharp } from 'sharp';
import { createRandom } from '../prng';
import type { Gender } from '../vocabulary';

/*
 * The varied portrait set the art is judged on (`npm run art:judge`, `ART_SHEET_SET=varied npm
 * run art:sheet`): ten people from the public-domain and CC0 fixtures (SOURCES.md there; the
 * Apollo 11 crew cut out of their group portrait), each as the photo came, tilted 30° both ways
 * and in two more of the ways shoppers' photos differ from a studio portrait.
 * Made on the fly, the same bytes every time; nothing is stored.
 */

export interface Sitter {
  readonly id: string;
  readonly fixture: string;
  readonly gender: Gender;
  /** One person cut out of a group photo, as a shopper crops a snapshot. */
  readonly crop?: { left: number; top: number; width: number; height: number };
}

const APOLLO = 'multi_apollo11_crew_3people_600x471.jpg';

export const SITTERS: readonly Sitter[] = [
  { id: 'astronaut', fixture: 'single_astronaut_eileen_collins_512x512.png', gender: 'female' },
  { id: 'hopper', fixture: 'single_grace_hopper_512x512.jpg', gender: 'female' },
  { id: 'smiling', fixture: 'single_woman_smiling_698x790.png', gender: 'female' },
  { id: 'face-paint', fixture: 'single_woman_face_paint_860x1198.png', gender: 'female' },
  { id: 'over-shoulder', fixture: 'single_woman_over_shoulder_426x636.png', gender: 'female' },
  { id: 'photographer', fixture: 'single_photographer_profile_gray_512x512.png', gender: 'male' },
  { id: 'espinasse', fixture: 'large_single_espinasse_portrait_6035x8212.jpg', gender: 'male' },
  {
    id: 'armstrong',
    fixture: APOLLO,
    gender: 'male',
    crop: { left: 40, top: 110, width: 210, height: 270 },
  },
  {
    id: 'collins',
    fixture: APOLLO,
    gender: 'male',
    crop: { left: 190, top: 40, width: 200, height: 260 },
  },
  {
    id: 'aldrin',
    fixture: APOLLO,
    gender: 'male',
    crop: { left: 340, top: 120, width: 210, height: 270 },
  },
];

/** One way a photo differs: a pipeline from the sitter's photo to the bytes a shopper uploads. */
type Transform = (photo: Buffer, seed: number) => Promise<Buffer>;

const jpeg = (image: Sharp, quality = 92) => image.jpeg({ quality }).toBuffer();

/** Turned by `degrees` over a mirrored surround, then cut back to its own size: no wedges. */
function tilt(degrees: number): Transform {
  return async (photo) => {
    const { width = 1, height = 1 } = await sharp(photo).metadata();
    const margin = Math.round(Math.max(width, height) * 0.5);
    // Two pipelines: within one, sharp rotates before it extends.
    const surround = await sharp(photo)
      .extend({ top: margin, bottom: margin, left: margin, right: margin, extendWith: 'mirror' })
      .toBuffer();
    const turned = await sharp(surround).rotate(degrees).toBuffer({ resolveWithObject: true });
    const left = Math.round((turned.info.width - width) / 2);
    const top = Math.round((turned.info.height - height) / 2);
    return jpeg(sharp(turned.data).extract({ left, top, width, height }));
  };
}

/**
 * The picture's left part squeezed to `share` of its width: the face's near side narrows as
 * it does when the head turns away (three-quarter at 0.6, nearly a profile at 0.35).
 */
function turnAway(share: number): Transform {
  return async (photo) => {
    const { width = 1, height = 1 } = await sharp(photo).metadata();
    const half = Math.round(width / 2);
    const squeezed = Math.max(1, Math.round(half * share));
    const near = await sharp(photo)
      .extract({ left: 0, top: 0, width: half, height })
      .resize(squeezed, height, { fit: 'fill' })
      .toBuffer();
    const far = await sharp(photo)
      .extract({ left: half, top: 0, width: width - half, height })
      .toBuffer();
    return jpeg(
      sharp({ create: { width: squeezed + width - half, height, channels: 3, background: '#000' } })
        .composite([
          { input: near, left: 0, top: 0 },
          { input: far, left: squeezed, top: 0 },
        ])
        .png(),
    );
  };
}

/** Each pixel's channels through `change(value, x, width)`, plus seeded sensor noise. */
function perPixel(change: (value: number, x: number, width: number) => number, noise: number) {
  return async (photo: Buffer, seed: number) => {
    const { data, info } = await sharp(photo)
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const random = createRandom(seed);
    const out = Buffer.alloc(data.length);
    for (let i = 0; i < data.length; i += info.channels) {
      const x = (i / info.channels) % info.width;
      const grain = (random() - 0.5) * 2 * noise;
      for (let c = 0; c < info.channels; c++) {
        out[i + c] = Math.max(0, Math.min(255, change(data[i + c] ?? 0, x, info.width) + grain));
      }
    }
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    return jpeg(sharp(out, raw));
  };
}

/** An evening indoors: a third of the light and the grain a phone adds to lift it. */
const lowLight = perPixel((v) => v * 0.32, 10);
/** A window to one side: full light on the left falling to a quarter on the right. */
const sideLight = perPixel((v, x, width) => v * (1.2 - (0.95 * x) / width), 3);

/** A phone's 12-megapixel photo, in the orientation of the picture. */
const phone12mp: Transform = async (photo) => {
  const { width = 1, height = 1 } = await sharp(photo).metadata();
  const [w, h] = width > height ? [4032, 3024] : [3024, 4032];
  return jpeg(sharp(photo).resize(w, h, { fit: 'cover', kernel: 'lanczos3' }), 90);
};

/** Sent round a messenger a few times: blocks and ringing. */
const artefacts: Transform = (photo) => jpeg(sharp(photo), 12);

const then =
  (...steps: Transform[]): Transform =>
  async (photo, seed) => {
    let bytes = photo;
    for (const step of steps) bytes = await step(bytes, seed);
    return bytes;
  };

const TRANSFORMS: Record<string, Transform> = {
  original: (photo) => Promise.resolve(photo),
  'tilt+30': tilt(30),
  'tilt-30': tilt(-30),
  'tilt+15': tilt(15),
  'tilt-15': tilt(-15),
  'three-quarter': turnAway(0.6),
  'near-profile': turnAway(0.35),
  'low-light': lowLight,
  'side-light': sideLight,
  'phone-12mp': phone12mp,
  'jpeg-q12': artefacts,
  'tilt-15+low-light+jpeg': then(tilt(-15), lowLight, artefacts),
};

export type TransformName = keyof typeof TRANSFORMS;

/** Every sitter as shot, tilted both ways 30°, and two of the rest, taken in turn. */
const ALWAYS = ['original', 'tilt+30', 'tilt-30'];
const IN_TURN = Object.keys(TRANSFORMS).filter((name) => !ALWAYS.includes(name));
const EACH_TAKES = 2;

export interface Portrait {
  readonly name: string;
  readonly sitter: Sitter;
  readonly transform: TransformName;
}

export const PORTRAIT_SET: readonly Portrait[] = SITTERS.flatMap((sitter, index) =>
  [
    ...ALWAYS,
    ...Array.from(
      { length: EACH_TAKES },
      (_, n) => IN_TURN[(index * EACH_TAKES + n) % IN_TURN.length] as string,
    ),
  ].map((transform) => ({ name: `${sitter.id}/${transform}`, sitter, transform })),
);

/**
 * The sitter's photo as a shopper would pick it: huge scans come down to a phone's size, a
 * face cut from a group photo is enlarged as a phone's crop is.
 */
async function sourcePhoto(sitter: Sitter): Promise<Buffer> {
  const bytes = fixturePhoto(sitter.fixture);
  if (sitter.crop) {
    return jpeg(sharp(bytes).extract(sitter.crop).resize({ width: 512, kernel: 'lanczos3' }));
  }
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (Math.max(width, height) <= 2048) return bytes;
  return jpeg(sharp(bytes, { limitInputPixels: false }).resize(2048, 2048, { fit: 'inside' }));
}

/** The portrait as uploaded, then through the upload's normalisation. */
export async function portraitPhoto(portrait: Portrait): Promise<Buffer> {
  const transform = TRANSFORMS[portrait.transform];
  if (!transform) throw new Error(`no transform ${portrait.transform}`);
  const seed = [...portrait.name].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7);
  return asUploaded(await transform(await sourcePhoto(portrait.sitter), seed));
}
