/*
 * `npm run bench:super-resolve`: what enlarging a hosted engine's artwork (1024 x 1536) with
 * the ESRGAN-slim model costs, for the 18″ x 24″ and 24″ x 36″ canvases' print files. Per size:
 * the time of superResolve (median of BENCH_RUNS, the first loading the model; in this thread
 * on the wasm backend, as an art thread runs it); the process's peak RSS, the kernel's
 * high-water mark rather than a sample (the model holds the thread for a tile at a time), which
 * never falls, so a size's figure covers the sizes before it (BENCH_SIZES picks sizes); the
 * same enlargement by Lanczos alone; and issue 35's detail measure on the middle of the picture
 * for both (the PSNR of a region against itself halved and enlarged back; lower: finer detail
 * at the file's own pitch). The artwork is Signac's painting cut to 2:3, stretched to each
 * print's shape: it costs what the composed crop the print file takes costs.
 */
import sharp from 'sharp';
import { listPrintAreas } from '../src/server/adapters/local/print-partner/print-areas';
import { halvedPsnr } from '../src/server/print-files/print-detail';
import { decodeRawRgb, resizeRawRgb } from '../src/server/print-files/super-resolve/raw-rgb';
import {
  type SuperResolved,
  superResolve,
} from '../src/server/print-files/super-resolve/super-resolve';
import { fixturePhoto } from '../src/server/testing/fixtures';
import { summarise } from './lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const SIZES = process.env.BENCH_SIZES?.split(',') ?? ['canvas-18x24', 'canvas-24x36'];
const ARTWORK = { width: 1024, height: 1536 };
const MB = 2 ** 20;

const peakRss = () => process.resourceUsage().maxRSS * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** Issue 35's measure on the middle half of a raw picture, as its JPEG print file holds it. */
async function middleDetail(picture: { data: Buffer; width: number; height: number }) {
  const { data, width, height } = picture;
  const jpeg = await sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:2:0' })
    .toBuffer();
  const box = {
    left: Math.round(width / 4),
    top: Math.round(height / 4),
    width: Math.round(width / 2) & ~1,
    height: Math.round(height / 2) & ~1,
  };
  return halvedPsnr(jpeg, box);
}

const artwork = await sharp(fixturePhoto('style_signac_la_calanque_2165x1703.jpg'))
  .resize(ARTWORK.width, ARTWORK.height, { fit: 'cover' })
  .png()
  .toBuffer();
console.log(
  `artwork ${ARTWORK.width} x ${ARTWORK.height}, RSS ${mb(process.memoryUsage.rss())}, peak so far ${mb(peakRss())}`,
);
for (const name of SIZES) {
  const area = listPrintAreas().find((a) => a.name === name);
  if (!area) throw new Error(`no print area ${name}`);
  const { widthPx: width, heightPx: height } = area;
  const times: number[] = [];
  let made: SuperResolved | undefined;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    made = await superResolve(artwork, width, height);
    times.push(performance.now() - started);
  }
  const peak = peakRss();
  const rssAfter = process.memoryUsage.rss();
  if (!made) throw new Error('BENCH_RUNS must be 1 or more');
  if (made.method !== 'esrgan') throw new Error(`fell back to Lanczos: ${made.reason}`);
  const lanczosStarted = performance.now();
  const lanczos = await resizeRawRgb(await decodeRawRgb(artwork), width, height);
  const lanczosMs = performance.now() - lanczosStarted;
  const { median, max } = summarise(times);
  console.log(
    `${name} ${width} x ${height}: ESRGAN ${(median / 1000).toFixed(1)} s median of ${RUNS} (first ${((times[0] ?? 0) / 1000).toFixed(1)} s, max ${(max / 1000).toFixed(1)} s), peak RSS ${mb(peak)} (RSS after ${mb(rssAfter)}); Lanczos alone ${lanczosMs.toFixed(0)} ms; middle halved and back: ESRGAN ${(await middleDetail(made)).toFixed(1)} dB, Lanczos ${(await middleDetail(lanczos)).toFixed(1)} dB`,
  );
}
