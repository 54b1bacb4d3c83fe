import { PORTRAIT_SET, portraitPhoto } from '@masterpiece-me/portrait-engine/testing';
import {
  fixtureImage,
  fixturePhoto,
  normalisedFixture,
  PORTRAIT_FIXTURES,
  variantImage,
} from '@masterpiece-me/test-photos';
import {
  countPeople,
  createPersonFinder,
  type PersonFinder,
  type RgbImage,
} from '@masterpiece-me/vision';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectPhoto } from './inspect-photo';

let finder: PersonFinder;
beforeAll(async () => {
  finder = await createPersonFinder();
});

/** The rule's verdict on an image, as 'none', 'one' or 'several N'. */
async function verdict(image: RgbImage): Promise<string> {
  const finding = await finder.find(image);
  const count = countPeople(finding.faces, finding.width, finding.height);
  return count.kind === 'several' ? `several ${count.count}` : count.kind;
}

const APOLLO = 'multi_apollo11_crew_3people_600x471.jpg';
const SOCCER = 'multi_soccer_players_1280x853.jpg';
const crop = (left: number, top: number, width: number, height: number) => (photo: Sharp) =>
  photo.extract({ left, top, width, height });

describe('the one-person rule on the fixtures', () => {
  it.each([
    ...PORTRAIT_FIXTURES.map((name) => [name, 'one']),
    ['extra_exif_orientation6_hopper_128x128.jpg', 'one'],
    [APOLLO, 'several 3'],
    [SOCCER, 'several 3'],
    ['noperson_coffee_cup_600x400.png', 'none'],
    ['style_signac_la_calanque_2165x1703.jpg', 'none'],
    // Neither HEIC shows a person: a pug in its bed, riverside houses.
    ['heic_iphone13pro_pug_4032x3024.heic', 'none'],
    ['heic_libheif_example_1280x854.heic', 'none'],
  ])('%s: %s', async (name, expected) => {
    expect(await verdict(await fixtureImage(name))).toBe(expected);
  });
});

describe('the one-person rule on variants of the portraits', () => {
  const variants: [string, (photo: Sharp) => Sharp][] = [
    ['mirrored', (photo) => photo.flop()],
    ['turned 90°', (photo) => photo.rotate(90)],
    ['turned 270°', (photo) => photo.rotate(270)],
    ['upside down', (photo) => photo.rotate(180)],
  ];
  for (const name of [...PORTRAIT_FIXTURES, 'extra_exif_orientation6_hopper_128x128.jpg']) {
    it.each(variants)(`${name} %s: one`, async (_, edit) => {
      expect(await verdict(await variantImage(name, edit))).toBe('one');
    });
  }

  it.each(PORTRAIT_FIXTURES)(
    '%s cropped close, and with the top of the face cut: one',
    async (name) => {
      const { faces } = await finder.find(await fixtureImage(name));
      const { x, y, width, height } = faces[0]?.box ?? { x: 0, y: 0, width: 0, height: 0 };
      const close = crop(
        Math.max(0, Math.round(x - 0.3 * width)),
        Math.max(0, Math.round(y - 0.3 * height)),
        Math.round(1.6 * width),
        Math.round(1.6 * height),
      );
      expect(await verdict(await variantImage(name, close))).toBe('one');
      const { width: photoWidth = 0, height: photoHeight = 0 } = await sharp(
        await normalisedFixture(name),
      ).metadata();
      const left = Math.max(0, Math.round(x - width));
      const top = Math.round(y + 0.25 * height);
      const cutTop = crop(
        left,
        top,
        Math.min(photoWidth - left, Math.round(3 * width)),
        photoHeight - top,
      );
      expect(await verdict(await variantImage(name, cutTop))).toBe('one');
    },
  );
});

describe('the one-person rule on crops and composites of group photos', () => {
  it.each([
    ['Apollo 11, the left astronaut alone', 'one', APOLLO, crop(40, 100, 190, 371)],
    ['Apollo 11, the middle astronaut alone', 'one', APOLLO, crop(200, 20, 190, 280)],
    ['Apollo 11, the right astronaut alone', 'one', APOLLO, crop(360, 120, 240, 351)],
    [
      'Apollo 11, the middle one and a third of the right one’s face',
      'one',
      APOLLO,
      crop(200, 20, 226, 440),
    ],
    [
      'Apollo 11, the middle one and nine tenths of the right one’s face',
      'several 2',
      APOLLO,
      crop(200, 20, 255, 440),
    ],
    ['Apollo 11, two of the crew', 'several 2', APOLLO, crop(40, 20, 330, 451)],
    ['Apollo 11 mirrored', 'several 3', APOLLO, (photo: Sharp) => photo.flop()],
    ['soccer, the left player alone', 'one', SOCCER, crop(0, 100, 400, 753)],
    ['soccer, the middle player alone', 'one', SOCCER, crop(250, 100, 650, 753)],
    ['soccer, the right player alone', 'one', SOCCER, crop(840, 100, 440, 753)],
    ['soccer mirrored', 'several 3', SOCCER, (photo: Sharp) => photo.flop()],
    ['soccer turned 90°', 'several 3', SOCCER, (photo: Sharp) => photo.rotate(90)],
  ] as const)('%s: %s', async (_, expected, name, edit) => {
    expect(await verdict(await variantImage(name, edit))).toBe(expected);
  });

  it('a portrait with a small photo of someone else on the wall: one', async () => {
    const poster = await sharp(await normalisedFixture('single_grace_hopper_512x512.jpg'))
      .resize(220)
      .toBuffer();
    const image = await variantImage('single_woman_smiling_698x790.png', (photo) =>
      photo.composite([{ input: poster, left: 10, top: 10 }]),
    );
    expect(await verdict(image)).toBe('one');
  });

  it('a portrait beside its mirror image: several 2', async () => {
    const name = 'single_astronaut_eileen_collins_512x512.png';
    const mirror = await sharp(await normalisedFixture(name))
      .flop()
      .toBuffer();
    const image = await variantImage(name, (photo) =>
      photo
        .extend({ right: 512, background: '#000' })
        .composite([{ input: mirror, left: 512, top: 0 }]),
    );
    expect(await verdict(image)).toBe('several 2');
  });
});

describe('the photo check on a head lying on its side', () => {
  it('takes the woman looking over her shoulder, photographed tilted 30° more, as one person', async () => {
    const portrait = PORTRAIT_SET.find((p) => p.name === 'over-shoulder/tilt+30');
    if (!portrait) throw new Error('no over-shoulder/tilt+30 in the portrait set');
    const checked = await inspectPhoto(finder, await portraitPhoto(portrait));
    expect(checked.ok).toBe(true);
  });

  it.each([
    ['noperson_coffee_cup_600x400.png', 'noFace'],
    ['style_signac_la_calanque_2165x1703.jpg', 'noFace'],
    [APOLLO, 'severalPeople'],
  ])('still refuses %s (%s) however it is turned', async (name, problem) => {
    const checked = await inspectPhoto(finder, fixturePhoto(name));
    expect(checked).toMatchObject({ ok: false, problem });
  });
});
