/*
 * `npm run bench:print-files`: what a canvas print file costs and how much detail it carries,
 * for the 18″ x 24″ and 24″ x 36″ canvases, from a 12 MP photo painted by the local engine.
 * Per size and way of making it (the artwork enlarged by Lanczos, as before issue 35, or the
 * master painted at print size): the time to make the file (median of RUNS), the process's
 * peak RSS while making it over its RSS before, the file's size, and issue 35's detail
 * measure on the face: the PSNR of the face region against itself halved and enlarged back
 * (higher: less detail at the file's own pixel pitch; 45 dB and up is none finer than two
 * pixels). The master is painted in this thread here; the store paints it on an art thread.
 */

import { paintPrintMaster, renderArtwork } from '@masterpiece-me/portrait-engine';
import { createPersonFinder } from '@masterpiece-me/vision';
import { listPrintAreas } from '../src/server/adapters/local/print-partner/print-areas';
import type { Artwork } from '../src/server/ports/art-engine';
import { faceInPrintFile, halvedPsnr } from '../src/server/print-files/print-detail';
import { type PrintFileSpec, renderPrintFile } from '../src/server/print-files/print-file';
import { masterSizeFor } from '../src/server/print-files/print-master-size';
import { twelveMegapixelOrder } from '../src/server/testing/twelve-megapixel-photo';
import { summarise } from './lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZES = ['canvas-18x24', 'canvas-24x36'];
const MB = 2 ** 20;

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

async function measure(
  label: string,
  spec: PrintFileSpec,
  artwork: Artwork,
  make: () => Promise<Buffer>,
) {
  global.gc?.();
  const before = process.memoryUsage.rss();
  const times: number[] = [];
  let peak = before;
  let file: Buffer = Buffer.alloc(0);
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const made = await peakRss(make);
    times.push(performance.now() - started);
    peak = Math.max(peak, made.peak);
    file = made.value;
  }
  const { median, max } = summarise(times);
  const detail = await halvedPsnr(file, faceInPrintFile(artwork, spec));
  console.log(
    `${label} ${spec.widthPx} x ${spec.heightPx}: ${median.toFixed(0)} ms median (max ${max.toFixed(0)}), peak RSS +${((peak - before) / MB).toFixed(0)} MB over ${(before / MB).toFixed(0)} MB, ${(file.length / MB).toFixed(1)} MB file, face halved and back: ${detail.toFixed(1)} dB`,
  );
}

const { original, request } = await twelveMegapixelOrder();
const finder = await createPersonFinder();
const artwork = await renderArtwork(request, finder);
console.log(`a 12 MP photo as the Royal Portrait: artwork ${artwork.width} x ${artwork.height}`);
for (const name of SIZES) {
  const area = listPrintAreas().find((a) => a.name === name);
  if (!area) throw new Error(`no print area ${name}`);
  await measure(`${name} enlarged`, area, artwork, () => renderPrintFile(artwork, area));
  const size = masterSizeFor(artwork, area);
  await measure(`${name} painted at ${size.width} x ${size.height}`, area, artwork, async () =>
    renderPrintFile(await paintPrintMaster(request, finder, original, size), area),
  );
}
