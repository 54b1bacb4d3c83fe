/*
 * `npm run bench:print-files`: what a print file costs and how much detail it carries, for the
 * 18″ x 24″ and 24″ x 36″ canvases, from an artwork the local engine painted from a 12 MP photo.
 * Per size: the time to make the file (median of RUNS), the process's peak RSS while making it
 * over its RSS before, and issue 35's detail measure on the face: the PSNR of the face region
 * against itself halved and enlarged back (higher: less detail at the file's own pixel pitch;
 * a file with no detail finer than two pixels scores 45 dB and up).
 */
import sharp from 'sharp';
import { renderArtwork } from '../src/server/adapters/local/art-engine/engine';
import { listPrintAreas } from '../src/server/adapters/local/print-partner/print-areas';
import { composePrintArea } from '../src/server/domain/print/compose-print-area';
import { printAreaShape, renderPrintFile } from '../src/server/print-files/print-file';
import { PORTRAIT_SET, portraitPhoto } from '../src/server/testing/portrait-set';
import { createPersonFinder } from '../src/server/vision/person-finder';
import { summarise } from './lib/stats';

const RUNS = 3;
const SIZES = ['canvas-18x24', 'canvas-24x36'];
const PORTRAIT = 'armstrong/phone-12mp';

/** Peak RSS, sampled every 5 ms while `work` runs. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const value = await work();
    return { value, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(timer);
  }
}

/** PSNR (dB) of a grey region against itself halved and enlarged back with Lanczos. */
async function halvedPsnr(
  file: Buffer,
  box: { left: number; top: number; width: number; height: number },
) {
  const region = await sharp(file).extract(box).toColourspace('b-w').raw().toBuffer();
  if (region.length !== box.width * box.height) throw new Error('expected one channel');
  // Two pipelines: within one, sharp keeps only the last resize.
  const raw = { raw: { width: box.width, height: box.height, channels: 1 as const } };
  const half = await sharp(region, raw)
    .resize(Math.round(box.width / 2), Math.round(box.height / 2), { kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const back = await sharp(half.data, { raw: { ...half.info, channels: 1 } })
    .resize(box.width, box.height, { kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  let sum = 0;
  for (let i = 0; i < region.length; i++) sum += ((region[i] ?? 0) - (back[i] ?? 0)) ** 2;
  return 10 * Math.log10((255 * 255) / Math.max(1e-9, sum / region.length));
}

const portrait = PORTRAIT_SET.find((p) => p.name === PORTRAIT);
if (!portrait) throw new Error(`no portrait ${PORTRAIT}`);
const finder = await createPersonFinder();
const artwork = await renderArtwork(
  {
    photo: await portraitPhoto(portrait),
    direction: { kind: 'style', styleId: 'royal_oil_paint' },
    gender: portrait.sitter.gender,
  },
  finder,
);
console.log(`${PORTRAIT} as the Royal Portrait: artwork ${artwork.width} x ${artwork.height}`);
for (const name of SIZES) {
  const area = listPrintAreas().find((a) => a.name === name);
  if (!area) throw new Error(`no print area ${name}`);
  global.gc?.();
  const before = process.memoryUsage.rss();
  const times: number[] = [];
  let peak = before;
  let file: Buffer = Buffer.alloc(0);
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const made = await peakRss(() => renderPrintFile(artwork, area));
    times.push(performance.now() - started);
    peak = Math.max(peak, made.peak);
    file = made.value;
  }
  const { subject } = composePrintArea(
    artwork.width,
    artwork.height,
    printAreaShape(area),
    artwork.subject,
  );
  const box = {
    left: Math.round(subject.x * area.widthPx),
    top: Math.round(subject.y * area.heightPx),
    width: Math.round(subject.width * area.widthPx) & ~1,
    height: Math.round(subject.height * area.heightPx) & ~1,
  };
  const { median, max } = summarise(times);
  console.log(
    `${name} ${area.widthPx} x ${area.heightPx}: ${median.toFixed(0)} ms median (max ${max.toFixed(0)}), peak RSS +${((peak - before) / 2 ** 20).toFixed(0)} MB over ${(before / 2 ** 20).toFixed(0)} MB, ${(file.length / 2 ** 20).toFixed(1)} MB file, face halved and back: ${(await halvedPsnr(file, box)).toFixed(1)} dB`,
  );
}
