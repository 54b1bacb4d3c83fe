import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileMediaStore } from '../adapters/local/file-media-store';
import type { JobVariationsRepository } from '../db/job-variations-repository';
import type { JobRow } from '../db/jobs-repository';
import type { ArtEngine, ArtRequest, Artwork } from '../ports/art-engine';
import { createVariationPainter } from './paint-variations';

const JOB = { id: 'job-1', media_name: 'named' } as JobRow;
const REQUEST: ArtRequest = {
  photo: Buffer.alloc(0),
  direction: { kind: 'style', styleId: 'caravaggio' },
  gender: 'female',
  look: 4,
};

describe('the variation painter', () => {
  let dir: string;
  let image: Buffer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mpm-variations-'));
    image = await sharp({ create: { width: 64, height: 80, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A painter of JOB, which exists while `exists` says so, given the looks painted so far. */
  function painter(exists: (looks: number[]) => boolean = () => true) {
    const looks: number[] = [];
    const background: (boolean | undefined)[] = [];
    const recorded: number[] = [];
    const artEngine: ArtEngine = {
      name: 'local',
      async render(request): Promise<Artwork> {
        looks.push(request.look ?? 0);
        background.push(request.background);
        return { image, contentType: 'image/jpeg', width: 64, height: 80 };
      },
    };
    const variations = {
      record: async (variation: { variation: number }) => {
        recorded.push(variation.variation);
      },
      deleteFor: async () => {
        recorded.length = 0;
      },
    } as unknown as JobVariationsRepository;
    const media = createFileMediaStore(dir);
    const made = createVariationPainter({
      jobs: { findById: async () => (exists(looks) ? JOB : undefined) },
      variations,
      media,
      artEngine,
      clock: () => new Date(),
      logger: pino({ level: 'silent' }),
      count: 4,
    });
    return { made, looks, background, recorded, media };
  }

  it('paints the other three looks of a creation only once no first variation is painting, behind any picture a shopper waits for', async () => {
    const { made, looks, background, recorded, media } = painter();
    const done = made.firstStarted();
    made.paintRest(JOB, REQUEST);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(looks).toEqual([]);
    done();
    await made.idle();
    expect(looks.sort()).toEqual([5, 6, 7]);
    expect(background).toEqual([true, true, true]);
    expect(recorded.sort()).toEqual([1, 2, 3]);
    expect(await media.has('artworks/named-v2-preview.jpg')).toBe(true);
  });

  it('paints nothing for an artwork deleted while it waited, and keeps nothing of one deleted meanwhile', async () => {
    const { made, looks, recorded } = painter(() => false);
    made.paintRest(JOB, REQUEST);
    await made.idle();
    expect(looks).toEqual([]);
    expect(recorded).toEqual([]);

    // Deleted once its first variation was being painted.
    const racing = painter((painted) => painted.length === 0);
    racing.made.paintRest(JOB, REQUEST);
    await racing.made.idle();
    expect(racing.looks.length).toBeGreaterThan(0);
    expect(racing.recorded).toEqual([]);
  });
});
