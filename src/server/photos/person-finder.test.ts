import { fixtureImage, variantImage } from '@masterpiece-me/test-photos';
import {
  createPersonFinder,
  type Face,
  type PersonFinder,
  type PersonFinding,
  VisionInputError,
} from '@masterpiece-me/vision';
import * as tf from '@tensorflow/tfjs-core';
import { beforeAll, describe, expect, it } from 'vitest';

let finder: PersonFinder;
beforeAll(async () => {
  finder = await createPersonFinder();
});

type Area = { x: number; y: number; width: number; height: number };

/** The share of mask pixels in `area` that pass `test`. */
function share(finding: PersonFinding, area: Area, test: (value: number) => boolean): number {
  let passed = 0;
  let total = 0;
  for (let y = Math.floor(area.y); y < Math.ceil(area.y + area.height); y++) {
    for (let x = Math.floor(area.x); x < Math.ceil(area.x + area.width); x++) {
      total++;
      if (test(finding.mask[y * finding.width + x] ?? 0)) passed++;
    }
  }
  return passed / total;
}

const isPerson = (value: number) => value > 128;
const isBackground = (value: number) => value < 128;

function mainFace(finding: PersonFinding): Face {
  const [face] = finding.faces;
  if (!face) throw new Error('no face found');
  return face;
}

const inside = (point: { x: number; y: number }, box: Area) =>
  point.x >= box.x &&
  point.x <= box.x + box.width &&
  point.y >= box.y &&
  point.y <= box.y + box.height;

describe('PersonFinder on the portraits', () => {
  it.each([
    'single_woman_smiling_698x790.png',
    'single_grace_hopper_512x512.jpg',
    'single_astronaut_eileen_collins_512x512.png',
    'single_woman_face_paint_860x1198.png',
  ])('%s: the mask holds the face and leaves the top corners out', async (name) => {
    const finding = await finder.find(await fixtureImage(name));
    const { width, height } = finding;
    expect(finding.mask).toHaveLength(width * height);
    expect(share(finding, mainFace(finding).box, isPerson)).toBeGreaterThan(0.9);
    const corner = { width: width / 10, height: height / 10, y: 0 };
    expect(share(finding, { ...corner, x: 0 }, isBackground)).toBeGreaterThan(0.9);
    expect(share(finding, { ...corner, x: width - corner.width }, isBackground)).toBeGreaterThan(
      0.9,
    );
    // A soft edge: the mask is not a hard cut-out.
    expect(finding.mask.some((value) => value > 10 && value < 245)).toBe(true);
  });

  it('reports the face of a large photo in its own pixels, with its landmarks in place', async () => {
    // 860×1198: detection runs on a 459×640 copy, so coordinates are scaled back up.
    const finding = await finder.find(await fixtureImage('single_woman_face_paint_860x1198.png'));
    const face = mainFace(finding);
    expect(finding.faces).toHaveLength(1);
    expect(face.box.width).toBeGreaterThan(0.4 * finding.width);
    expect(face.box.x + face.box.width).toBeLessThanOrEqual(finding.width);
    const { leftEye, rightEye, nose, mouth } = face.landmarks;
    for (const point of [leftEye, rightEye, nose, mouth])
      expect(inside(point, face.box)).toBe(true);
    // Upright: eyes above the nose above the mouth; her left eye is on the right of the picture.
    expect(Math.max(leftEye.y, rightEye.y)).toBeLessThan(nose.y);
    expect(nose.y).toBeLessThan(mouth.y);
    expect(leftEye.x).toBeGreaterThan(rightEye.x);
  });

  it('finds the face of a photo turned sideways where it is, and masks the person', async () => {
    const name = 'single_grace_hopper_512x512.jpg';
    const upright = mainFace(await finder.find(await fixtureImage(name)));
    const turned = await finder.find(await variantImage(name, (photo) => photo.rotate(90)));
    const face = mainFace(turned);
    // Turning 512×512 by 90° clockwise moves (x, y) to (512 − y, x).
    const centre = (box: Area) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    const tolerance = 0.1 * upright.box.width;
    expect(Math.abs(centre(face.box).x - (512 - centre(upright.box).y))).toBeLessThan(tolerance);
    expect(Math.abs(centre(face.box).y - centre(upright.box).x)).toBeLessThan(tolerance);
    // The top of her head now points right, so her mouth is left of her nose.
    expect(face.landmarks.mouth.x).toBeLessThan(face.landmarks.nose.x);
    expect(share(turned, face.box, isPerson)).toBeGreaterThan(0.9);
  });

  it('reads level shoulders under the face, and finds them where they are on a photo turned sideways', async () => {
    const name = 'single_grace_hopper_512x512.jpg';
    const upright = await finder.find(await fixtureImage(name));
    const body = upright.body;
    if (!body) throw new Error('no body read');
    const face = mainFace(upright);
    const { leftShoulder, rightShoulder } = body;
    expect(Math.min(leftShoulder.score, rightShoulder.score)).toBeGreaterThan(0.3);
    // Her own left is on the picture's right, as for her eyes; both lie below her chin.
    expect(leftShoulder.x).toBeGreaterThan(face.box.x + face.box.width);
    expect(rightShoulder.x).toBeLessThan(face.box.x);
    expect(Math.min(leftShoulder.y, rightShoulder.y)).toBeGreaterThan(face.box.y + face.box.height);
    const slope = Math.atan2(leftShoulder.y - rightShoulder.y, leftShoulder.x - rightShoulder.x);
    expect(Math.abs((slope * 180) / Math.PI)).toBeLessThan(5);
    const turned = (await finder.find(await variantImage(name, (photo) => photo.rotate(90)))).body;
    if (!turned) throw new Error('no body read on the turned photo');
    // Turning 512×512 by 90° clockwise moves (x, y) to (512 − y, x).
    const tolerance = 0.05 * face.box.width;
    for (const part of ['leftShoulder', 'rightShoulder', 'nose'] as const) {
      expect(Math.abs(turned[part].x - (512 - body[part].y)), part).toBeLessThan(tolerance);
      expect(Math.abs(turned[part].y - body[part].x), part).toBeLessThan(tolerance);
    }
  });

  it('finds the profile, and masks the photographer', async () => {
    const finding = await finder.find(
      await fixtureImage('single_photographer_profile_gray_512x512.png'),
    );
    expect(finding.faces).toHaveLength(1);
    expect(share(finding, mainFace(finding).box, isPerson)).toBeGreaterThan(0.9);
  });
});

describe('PersonFinder on other photos', () => {
  it('finds no face and mostly background on the coffee cup', async () => {
    const finding = await finder.find(await fixtureImage('noperson_coffee_cup_600x400.png'));
    expect(finding.faces).toEqual([]);
    expect(share(finding, { x: 0, y: 0, width: 600, height: 400 }, isBackground)).toBeGreaterThan(
      0.7,
    );
  });

  it('finds each face of the Apollo 11 crew, largest first', async () => {
    const finding = await finder.find(
      await fixtureImage('multi_apollo11_crew_3people_600x471.jpg'),
    );
    const areas = finding.faces.map((face) => face.box.width * face.box.height);
    expect(areas).toHaveLength(3);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
  });
});

describe('PersonFinder as a service', () => {
  it('answers the same twice in a row, and keeps no tensors', async () => {
    const image = await fixtureImage('single_woman_over_shoulder_426x636.png');
    const first = await finder.find(image);
    const tensors = tf.memory().numTensors;
    const second = await finder.find(image);
    expect(second).toEqual(first);
    expect(tf.memory().numTensors).toBe(tensors);
  });

  it('answers calls made at the same time as if made one after another', async () => {
    const [portrait, cup] = await Promise.all([
      fixtureImage('single_grace_hopper_512x512.jpg'),
      fixtureImage('noperson_coffee_cup_600x400.png'),
    ]);
    const together = await Promise.all([finder.find(portrait), finder.find(cup)]);
    expect(together.map((finding) => finding.faces.length)).toEqual([1, 0]);
  });

  it('finds the same faces without the mask as with it, keeping no tensors', async () => {
    const image = await fixtureImage('single_woman_over_shoulder_426x636.png');
    const { faces } = await finder.find(image);
    const tensors = tf.memory().numTensors;
    expect((await finder.findFaces(image)).faces).toEqual(faces);
    expect(faces).toHaveLength(1);
    expect(tf.memory().numTensors).toBe(tensors);
  });

  it('starts from the faces seen before in a larger copy of the photo, and masks the person', async () => {
    const name = 'single_grace_hopper_512x512.jpg';
    const large = await variantImage(name, (photo) => photo.resize(1024, 1024));
    const seen = await finder.findFaces(large);
    // Moved a little, so a second look of its own would not find them where they are now.
    const moved = seen.faces.map((face) => ({ ...face, box: { ...face.box, x: face.box.x + 40 } }));
    const finding = await finder.find(await fixtureImage(name), { ...seen, faces: moved });
    expect(finding.faces).toHaveLength(1);
    expect(mainFace(finding).box.x).toBeCloseTo((seen.faces[0]?.box.x ?? 0) / 2 + 20, 3);
    expect(share(finding, mainFace(finding).box, isPerson)).toBeGreaterThan(0.8);
  });

  it('refuses pixels that are not an RGB image, and carries on', async () => {
    await expect(
      finder.find({ width: 10, height: 10, data: new Uint8Array(10 * 10 * 4) }),
    ).rejects.toThrow(VisionInputError);
    const image = await fixtureImage('single_grace_hopper_512x512.jpg');
    expect((await finder.find(image)).faces).toHaveLength(1);
  });
});
