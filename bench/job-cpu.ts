/**
 * CPU time of one generation job, stage by stage, as an art thread spends it: the upload's
 * check (decode, normalise, faces), the render's stages, then the mock-ups (painted when a
 * products page first asks for them, not by the job: all of them here). CPU time, not wall
 * time, so the figures hold on a machine others load too. Mean ms of CPU per stage over the
 * styles, after a warm-up job per style.
 *
 *   node_modules/.bin/tsx bench/job-cpu.ts            (JOB_RUNS=2 passes over every style)
 *
 * CPU_PROFILE=file.cpuprofile also writes a V8 profile of the measured jobs (this thread only:
 * libvips' own threads are not in it).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { renderArtwork } from '@masterpiece-me/portrait-engine';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import { createPersonFinder } from '@masterpiece-me/vision';
import sharp from 'sharp';
import { createFileMediaStore } from '../src/server/adapters/local/file-media-store';
import { createLocalPrintPartner } from '../src/server/adapters/local/print-partner';
import { inspectPhoto } from '../src/server/photos/inspect-photo';
import { STYLE_IDS } from '../src/shared/styles';

const PASSES = Number(process.env.JOB_RUNS ?? 2);

// As the art threads run it (art-thread.ts).
sharp.concurrency(1);
sharp.cache(false);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const photo = await sharp(join(FIXTURE_PHOTOS, 'single_woman_face_paint_860x1198.png'))
  .resize(3000, 4000, { fit: 'cover' })
  .jpeg({ quality: 90 })
  .toBuffer();
const finder = await createPersonFinder();
const mediaDir = mkdtempSync(join(tmpdir(), 'mpm-job-cpu-'));
const media = createFileMediaStore(mediaDir);
const partner = createLocalPrintPartner({ media });
const totals = new Map<string, number>();
let jobs = 0;

async function job(run: number, styleId: (typeof STYLE_IDS)[number], keep: boolean) {
  let last = cpuMs();
  const lap = (stage: string) => {
    const now = cpuMs();
    if (keep) totals.set(stage, (totals.get(stage) ?? 0) + now - last);
    last = now;
  };
  const verdict = await inspectPhoto(finder, photo);
  if (!verdict.ok) throw new Error(`photo refused: ${verdict.message}`);
  lap('upload check');
  const artwork = await renderArtwork(
    {
      photo: verdict.photo.jpeg,
      direction: { kind: 'style', styleId },
      gender: 'female',
      faces: verdict.faces,
    },
    finder,
    (stage) => lap(`render: ${stage}`),
  );
  const artworkKey = `artworks/cpu-${run}.jpg`;
  await media.put(artworkKey, artwork.image, artwork.contentType);
  const products = await partner.createProducts({
    jobId: `cpu-${run}`,
    mediaName: `cpu-${run}`,
    artwork,
    artworkUrl: media.url(artworkKey),
    artworkKey,
    paintedBy: 'local',
  });
  lap('products');
  const mockupKeys = JSON.stringify(products).match(/mockups\/[^"]+\.jpg/g) ?? [];
  for (const key of new Set(mockupKeys)) await partner.paintMockup?.(key);
  lap('mock-ups');
  if (keep) jobs++;
}

try {
  // A server's threads have every style's textures and drawn products cached after a while.
  let run = 0;
  for (const styleId of STYLE_IDS) await job(run++, styleId, false);
  const profiler = process.env.CPU_PROFILE ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  let gcPauses = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcPauses += entry.duration;
  });
  gc.observe({ entryTypes: ['gc'] });
  const started = cpuMs();
  for (let pass = 0; pass < PASSES; pass++) {
    for (const styleId of STYLE_IDS) await job(run++, styleId, true);
  }
  const total = cpuMs() - started;
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.CPU_PROFILE as string, JSON.stringify(profile));
  }
  console.log(`CPU ms per job, mean of ${jobs} jobs (one per style, ${PASSES} passes)`);
  for (const [stage, ms] of totals)
    console.log(`  ${stage.padEnd(24)} ${(ms / jobs).toFixed(0).padStart(6)}`);
  console.log(`  ${'total'.padEnd(24)} ${(total / jobs).toFixed(0).padStart(6)}`);
  gc.disconnect();
  console.log(
    `  ${'of which GC pauses'.padEnd(24)} ${(gcPauses / jobs).toFixed(0).padStart(6)} (wall)`,
  );
} finally {
  rmSync(mediaDir, { recursive: true, force: true });
}
