// How long vision takes here: `npx tsx bench/measure-vision.ts` (not a test).

import { fixtureImage, PORTRAIT_FIXTURES } from '@masterpiece-me/test-photos';
import { countPeople, MIN_FACE_SCORE } from '@masterpiece-me/vision';
import {
  createFaceDetector,
  createPersonMasker,
  detectionPixels,
  searchFaces,
} from '@masterpiece-me/vision/stages';

const FIXTURES = [
  ...PORTRAIT_FIXTURES,
  'extra_exif_orientation6_hopper_128x128.jpg',
  'multi_apollo11_crew_3people_600x471.jpg',
  'multi_soccer_players_1280x853.jpg',
  'noperson_coffee_cup_600x400.png',
  'style_signac_la_calanque_2165x1703.jpg',
  'heic_iphone13pro_pug_4032x3024.heic',
  'heic_libheif_example_1280x854.heic',
];

const since = (start: number) => Math.round(performance.now() - start);

const loadStart = performance.now();
const detector = await createFaceDetector();
const masker = await createPersonMasker();
console.log(`models loaded: ${since(loadStart)} ms`);

let first = true;
for (const name of FIXTURES) {
  const image = await fixtureImage(name);
  const start = performance.now();
  const { pixels, frame } = await detectionPixels(image);
  const { faces, turns } = await searchFaces(detector, pixels, frame, MIN_FACE_SCORE);
  const detectMs = since(start);
  const maskStart = performance.now();
  await masker.mask(pixels, turns, image.width, image.height);
  const maskMs = since(maskStart);
  pixels.dispose();
  const count = countPeople(faces, image.width, image.height);
  const verdict = count.kind === 'several' ? `several ${count.count}` : count.kind;
  const note = first ? '  (first call)' : '';
  first = false;
  console.log(
    `${name.padEnd(46)} ${`${image.width}×${image.height}`.padStart(9)}  detect ${String(detectMs).padStart(4)} ms  mask ${String(maskMs).padStart(4)} ms  total ${String(since(start)).padStart(4)} ms  ${verdict}${note}`,
  );
}
console.log(`peak RSS: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
