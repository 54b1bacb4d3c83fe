import { fixturePhoto } from '@masterpiece-me/test-photos';
import type { BodyPose, PersonFinding } from '@masterpiece-me/vision';
import { createPersonFinder } from '@masterpiece-me/vision';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PAINT_HEIGHT, PAINT_WIDTH } from './layout';
import { preparePortrait } from './portrait';
import { straightening, turnPhoto } from './straighten';
import { keypointPair } from './testing/keypoint-pair';
import { PORTRAIT_SET, portraitPhoto } from './testing/portrait-set';

const DEG = Math.PI / 180;
const fixture = fixturePhoto('single_woman_over_shoulder_426x636.png');

/** A 640 × 480 finding with no face, the pose reading the head rolled `roll` degrees. */
function faceless(roll: number, eyeGap = 60, score = 0.5): PersonFinding {
  const [leftEye, rightEye] = keypointPair(320, 200, eyeGap, roll, score);
  const [leftEar, rightEar] = keypointPair(320, 210, eyeGap * 2, roll, score);
  const [leftShoulder, rightShoulder] = keypointPair(320, 400, 300, 0, score);
  const body: BodyPose = {
    nose: { x: 320, y: 230, score },
    leftEye,
    rightEye,
    leftEar,
    rightEar,
    leftShoulder,
    rightShoulder,
  };
  return { width: 640, height: 480, faces: [], mask: new Uint8Array(640 * 480), body };
}

describe('straightening a head the face detector missed', () => {
  it('turns the photo back by the roll the pose reads, either way', () => {
    expect(straightening(faceless(40))).toBeCloseTo(-40, 5);
    expect(straightening(faceless(-25))).toBeCloseTo(25, 5);
  });

  it('leaves a photo alone when a face was found, the head is near upright or unread', () => {
    const found = faceless(40);
    const eyes = keypointPair(320, 200, 60, 40);
    const face = {
      box: { x: 280, y: 160, width: 80, height: 100 },
      score: 0.9,
      landmarks: { leftEye: eyes[0], rightEye: eyes[1], nose: eyes[0], mouth: eyes[1] },
    };
    expect(straightening({ ...found, faces: [face] })).toBe(0);
    expect(straightening(faceless(6))).toBe(0);
    // Eyes and ears read on top of each other (a dark, blocky photo) are no line.
    expect(straightening(faceless(40, 2))).toBe(0);
    expect(straightening(faceless(40, 60, 0.1))).toBe(0);
  });
});

describe('turnPhoto', () => {
  it('turns about the middle on a grown canvas, its new corners the photo mirrored', async () => {
    // Red on the left half, blue on the right.
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#ff0000' },
    })
      .composite([
        {
          input: { create: { width: 200, height: 300, channels: 3, background: '#0000ff' } },
          left: 200,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const turned = await turnPhoto(photo, 30);
    const { data, info } = await sharp(turned).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(Math.round(400 * Math.cos(30 * DEG) + 300 * Math.sin(30 * DEG)));
    expect(info.height).toBe(Math.round(400 * Math.sin(30 * DEG) + 300 * Math.cos(30 * DEG)));
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    };
    // The corners beyond the turned photo's edges carry on its colours, not a flat fill.
    const [red, , blue] = at(2, 2);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);
    const [redRight, , blueRight] = at(info.width - 3, info.height - 3);
    expect(blueRight).toBeGreaterThan(200);
    expect(redRight).toBeLessThan(60);
  });
  it('turns a photo and its larger original alike: the print cuts the same shares of it', async () => {
    const small = await sharp(fixture).resize(300, 400, { fit: 'fill' }).jpeg().toBuffer();
    const large = await sharp(fixture).resize(900, 1200, { fit: 'fill' }).jpeg().toBuffer();
    const [turnedSmall, turnedLarge] = await Promise.all([
      turnPhoto(small, -35),
      turnPhoto(large, -35),
    ]);
    const grey = (photo: Buffer) =>
      sharp(photo).resize(120, 140, { fit: 'fill' }).greyscale().raw().toBuffer();
    const [a, b] = await Promise.all([grey(turnedSmall), grey(turnedLarge)]);
    let squared = 0;
    for (let i = 0; i < a.length; i++) squared += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
    // Off by a pixel of the small photo, a face's edges would differ by far more than 6 levels.
    expect(Math.sqrt(squared / a.length)).toBeLessThan(6);
  });
});

describe('a head photographed on its side (the real person finder)', () => {
  it('has its face found in the portrait it is painted from, where the engine places it', async () => {
    const portrait = PORTRAIT_SET.find((p) => p.name === 'over-shoulder/tilt+30');
    if (!portrait) throw new Error('no over-shoulder/tilt+30 in the portrait set');
    const finder = await createPersonFinder();
    const framed = await preparePortrait(
      await portraitPhoto(portrait),
      finder,
      PAINT_WIDTH,
      PAINT_HEIGHT,
    );
    const { photo } = framed;
    const seen = await finder.findFaces(photo);
    const [face] = seen.faces;
    expect(face).toBeDefined();
    const placed = framed.placed.box;
    const centre = (box: typeof placed) => ({
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    const apart = Math.hypot(
      centre(placed).x - centre(face?.box ?? placed).x,
      centre(placed).y - centre(face?.box ?? placed).y,
    );
    expect(apart).toBeLessThan(placed.width / 3);
  }, 60_000);
});
