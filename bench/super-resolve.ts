/*
 * `npm run bench:super-resolve`: what a print file of a hosted engine's artwork (1024 x 1536)
 * costs and holds, for the 18″ x 24″ and 24″ x 36″ canvases. The artwork is the OpenAI
 * stand-in's picture (testing/hosted-portrait.ts: a painting with detail at its own pitch).
 * Per size: the time of the master's enlargement by the GAN-trained ESRGAN (median of
 * BENCH_RUNS, the first loading the model; in this thread on the wasm backend, as the print
 * thread runs it); the process's peak RSS, the kernel's high-water mark rather than a sample,
 * which never falls, so a size's figure covers the sizes before it (BENCH_SIZES picks sizes);
 * the same by Lanczos alone; and issue 35's measures on the print files themselves: the face
 * halved and enlarged back (lower: finer detail at the file's own pitch), against the file a
 * Lanczos master makes; and the master brought down to the artwork's size against the artwork.
 */
import sharp from 'sharp';
import { listPrintAreas } from '../src/server/adapters/local/print-partner/print-areas';
import type { Artwork } from '../src/server/ports/art-engine';
import { faceInPrintFile, halvedPsnr, psnr } from '../src/server/print-files/print-detail';
import { renderPrintFile } from '../src/server/print-files/print-file';
import { masterSizeFor } from '../src/server/print-files/print-master-size';
import { enlargeForPrint } from '../src/server/print-files/super-resolve/enlarge-for-print';
import { HOSTED_SIZE, hostedPortrait } from '../src/server/testing/hosted-portrait';
import { summarise } from './lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const SIZES = process.env.BENCH_SIZES?.split(',') ?? ['canvas-18x24', 'canvas-24x36'];
const MB = 2 ** 20;

const peakRss = () => process.resourceUsage().maxRSS * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** A picture brought down to the artwork's size, as grey levels. */
const greyAt = (image: Buffer, { width, height }: { width: number; height: number }) =>
  sharp(image)
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();

const { picture } = await hostedPortrait();
const artwork: Artwork = { image: picture, contentType: 'image/png', ...HOSTED_SIZE };
const seen = await greyAt(picture, HOSTED_SIZE);
console.log(
  `artwork ${HOSTED_SIZE.width} x ${HOSTED_SIZE.height}, peak RSS so far ${mb(peakRss())}`,
);

for (const name of SIZES) {
  const area = listPrintAreas().find((a) => a.name === name);
  if (!area) throw new Error(`no print area ${name}`);
  const size = masterSizeFor(artwork, area);
  const times: number[] = [];
  let master: Artwork | undefined;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const made = await enlargeForPrint(artwork, size);
    times.push(performance.now() - started);
    if (made.method !== 'esrgan') throw new Error(`fell back to Lanczos: ${made.reason}`);
    master = made.artwork;
  }
  if (!master) throw new Error('BENCH_RUNS must be 1 or more');
  const peak = peakRss();
  const lanczosStarted = performance.now();
  const lanczosImage = await sharp(picture)
    .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
    .jpeg({ quality: 92 })
    .toBuffer();
  const lanczosMs = performance.now() - lanczosStarted;
  const [today, printed] = await Promise.all([
    renderPrintFile({ ...artwork, ...size, image: lanczosImage }, area),
    renderPrintFile(master, area),
  ]);
  const face = faceInPrintFile(artwork, area);
  const detail = (await halvedPsnr(today, face)) - (await halvedPsnr(printed, face));
  const whole = psnr(seen, await greyAt(master.image, HOSTED_SIZE));
  const { median, max } = summarise(times);
  console.log(
    `${name} master ${size.width} x ${size.height}, file ${area.widthPx} x ${area.heightPx}: ESRGAN ${(median / 1000).toFixed(0)} s median of ${RUNS} (max ${(max / 1000).toFixed(0)} s), peak RSS ${mb(peak)}; Lanczos alone ${lanczosMs.toFixed(0)} ms; face halved and back loses ${detail.toFixed(1)} dB more than the Lanczos file's; master at the artwork's size against it ${whole.toFixed(1)} dB`,
  );
}
