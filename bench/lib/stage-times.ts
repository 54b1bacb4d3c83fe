import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderArtwork } from '@masterpiece-me/portrait-engine';
import { createPersonFinder } from '@masterpiece-me/vision';
import { createFileMediaStore } from '../../src/server/adapters/local/file-media-store';
import { createLocalPrintPartner } from '../../src/server/adapters/local/print-partner';
import { inspectPhoto } from '../../src/server/photos/inspect-photo';
import { STYLE_IDS } from '../../src/shared/styles';

/**
 * Where a generation's time goes, stage by stage, measured in this process one photo at a
 * time: the upload's check (decode, normalisation, faces), then the engine's own stages
 * (decode of the normalised photo, vision: the mask, as the faces come from the check,
 * framing, scene, compositing, painting, frame and encode), then the local print partner's
 * mock-ups. Median milliseconds per stage over `runs` renders.
 */
export async function stageTimes(photo: Buffer, runs: number): Promise<Record<string, number>> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'mpm-bench-stages-'));
  const finder = await createPersonFinder();
  const partner = createLocalPrintPartner({ media: createFileMediaStore(mediaDir) });
  const samples = new Map<string, number[]>();
  const note = (stage: string, ms: number) =>
    samples.set(stage, [...(samples.get(stage) ?? []), ms]);
  try {
    for (let run = 0; run < runs + 1; run++) {
      const keep = run > 0; // the first run warms caches and loads the models
      let last = performance.now();
      const lap = (stage: string) => {
        const now = performance.now();
        if (keep) note(stage, now - last);
        last = now;
      };
      const checked = await inspectPhoto(finder, photo);
      if (!checked.ok) throw new Error(`photo refused: ${checked.message}`);
      lap('upload check');
      const styleId = STYLE_IDS[run % STYLE_IDS.length] ?? 'royal_oil_paint';
      const artwork = await renderArtwork(
        {
          photo: checked.photo.jpeg,
          direction: { kind: 'style', styleId },
          gender: 'female',
          faces: checked.faces,
        },
        finder,
        (stage) => lap(`engine: ${stage}`),
      );
      await partner.createProducts({
        jobId: `bench-${run}`,
        mediaName: `bench-${run}`,
        artwork,
        artworkUrl: '/media/a.jpg',
        artworkKey: 'a.jpg',
        paintedBy: 'local',
      });
      lap('mock-ups');
    }
  } finally {
    rmSync(mediaDir, { recursive: true, force: true });
  }
  const medians: Record<string, number> = {};
  for (const [stage, values] of samples) {
    const sorted = [...values].sort((a, b) => a - b);
    medians[stage] = Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
  }
  return medians;
}
