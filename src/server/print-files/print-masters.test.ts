import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { JobRow } from '../db/jobs-repository';
import type { Artwork } from '../ports/art-engine';
import { createMemoryMediaStore } from '../testing/memory-media-store';
import type { PrintFileSpec } from './print-file';
import { createPrintMasters, type PrintMasterDeps } from './print-masters';

const ARTWORK: Artwork = {
  image: Buffer.from('the artwork'),
  contentType: 'image/jpeg',
  width: 1232,
  height: 1536,
  subject: { x: 0.38, y: 0.25, width: 0.24, height: 0.24 },
};
const CANVAS: PrintFileSpec = { widthPx: 3075, heightPx: 3975, dpi: 150 };
const MUG_SMALL: PrintFileSpec = { widthPx: 600, heightPx: 267, dpi: 300 };
/** An 11oz mug's wrap: a master larger than the artwork, smaller than the canvas's. */
const MUG: PrintFileSpec = { widthPx: 2700, heightPx: 1200, dpi: 300 };

const JOB = {
  id: 'job-1',
  style_id: 'caravaggio',
  custom_prompt: null,
  gender: 'female',
  faces: null,
  photo_key: 'photos/m.jpg',
  original_key: 'originals/m.jpg',
} as JobRow;

const master = (name: string): Artwork => ({ ...ARTWORK, image: Buffer.from(name) });

function setUp(options: { job?: JobRow | null; maxPixels?: number } = {}) {
  const media = createMemoryMediaStore();
  const paint = vi.fn<PrintMasterDeps['paint']>(async () => master('painted'));
  const enlarge = vi.fn<NonNullable<PrintMasterDeps['enlarge']>>(async () => ({
    artwork: master('enlarged'),
    method: 'esrgan' as const,
  }));
  const warnings: unknown[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
  const job = options.job === undefined ? JOB : options.job;
  const masterFor = createPrintMasters({
    jobs: { findById: async (id) => (id === job?.id ? job : undefined) },
    media,
    paint,
    enlarge,
    logger,
    ...(options.maxPixels !== undefined && { maxPixels: options.maxPixels }),
  });
  return { media, paint, enlarge, warnings, masterFor };
}

describe('the picture a print file is cut from', () => {
  it('is the local artwork painted again from the job’s photo and original, at print size', async () => {
    const { media, paint, masterFor } = setUp();
    await media.put('photos/m.jpg', Buffer.from('photo'), 'image/jpeg');
    await media.put('originals/m.jpg', Buffer.from('original'), 'image/jpeg');
    const made = await masterFor({ jobId: 'job-1', paintedBy: 'local', artwork: ARTWORK }, CANVAS);
    expect(made.image.toString()).toBe('painted');
    const [request, original, size] = paint.mock.calls[0] ?? [];
    expect(request).toMatchObject({
      photo: Buffer.from('photo'),
      direction: { kind: 'style', styleId: 'caravaggio' },
      gender: 'female',
    });
    expect(original?.toString()).toBe('original');
    expect(size?.width).toBeGreaterThan(ARTWORK.width * 2);
    expect((size?.width ?? 0) / (size?.height ?? 1)).toBeCloseTo(ARTWORK.width / ARTWORK.height, 2);
  });

  it('is enlarged by the model when the job’s photo is gone, and the log says why', async () => {
    const { paint, enlarge, warnings, masterFor } = setUp();
    const made = await masterFor({ jobId: 'job-1', paintedBy: 'local', artwork: ARTWORK }, CANVAS);
    expect(made.image.toString()).toBe('enlarged');
    expect(paint).not.toHaveBeenCalled();
    expect(enlarge).toHaveBeenCalledOnce();
    expect(String(warnings[0])).toMatch(/photo is gone/);
  });

  it('is enlarged by the model for a hosted engine’s artwork or one of unknown make', async () => {
    const { paint, enlarge, masterFor } = setUp();
    await masterFor({ jobId: 'job-1', paintedBy: 'openai', artwork: ARTWORK }, CANVAS);
    await masterFor({ jobId: 'job-2', artwork: ARTWORK }, CANVAS);
    expect(paint).not.toHaveBeenCalled();
    expect(enlarge).toHaveBeenCalledTimes(2);
  });

  it('serves a design’s smaller file from its last enlargement, and repaints per file', async () => {
    const { media, paint, enlarge, masterFor } = setUp();
    enlarge.mockImplementation(async (_artwork, size) => ({
      artwork: { ...master('enlarged'), ...size },
      method: 'esrgan' as const,
    }));
    const hosted = { jobId: 'job-1', paintedBy: 'openai', artwork: ARTWORK };
    const large = await masterFor(hosted, CANVAS);
    expect(await masterFor(hosted, MUG)).toBe(large);
    expect(enlarge).toHaveBeenCalledOnce();
    // Another design, then a larger file, each needs its own.
    await masterFor({ ...hosted, jobId: 'job-3' }, MUG);
    await masterFor({ ...hosted, jobId: 'job-3' }, CANVAS);
    expect(enlarge).toHaveBeenCalledTimes(3);

    await media.put('photos/m.jpg', Buffer.from('photo'), 'image/jpeg');
    await masterFor({ ...hosted, paintedBy: 'local' }, CANVAS);
    await masterFor({ ...hosted, paintedBy: 'local' }, MUG);
    expect(paint).toHaveBeenCalledTimes(2);
  });

  it('says in the log when the model could not run and Lanczos enlarged it', async () => {
    const { enlarge, warnings, masterFor } = setUp();
    enlarge.mockResolvedValueOnce({
      artwork: master('by Lanczos'),
      method: 'lanczos',
      reason: 'the model failed to load',
    });
    const made = await masterFor({ jobId: 'job-1', paintedBy: 'openai', artwork: ARTWORK }, CANVAS);
    expect(made.image.toString()).toBe('by Lanczos');
    expect(String(warnings[0])).toMatch(/Lanczos enlarged the artwork/);
    expect(String(warnings[0])).toMatch(/the model failed to load/);
  });

  it('is the artwork itself where the file needs no more pixels than it has', async () => {
    const { paint, enlarge, masterFor } = setUp();
    const made = await masterFor(
      { jobId: 'job-1', paintedBy: 'local', artwork: ARTWORK },
      MUG_SMALL,
    );
    expect(made).toBe(ARTWORK);
    expect(paint).not.toHaveBeenCalled();
    expect(enlarge).not.toHaveBeenCalled();
  });

  it('is the artwork itself when the store paints no masters (PRINT_MASTER_MAX_PIXELS=0)', async () => {
    const { paint, enlarge, masterFor } = setUp({ maxPixels: 0 });
    const made = await masterFor({ jobId: 'job-1', paintedBy: 'local', artwork: ARTWORK }, CANVAS);
    expect(made).toBe(ARTWORK);
    expect(paint).not.toHaveBeenCalled();
    expect(enlarge).not.toHaveBeenCalled();
  });

  it('fails, to be retried, when painting fails: never a lesser file in its place', async () => {
    const { media, paint, masterFor } = setUp();
    await media.put('photos/m.jpg', Buffer.from('photo'), 'image/jpeg');
    paint.mockRejectedValueOnce(new Error('the art thread crashed'));
    await expect(
      masterFor({ jobId: 'job-1', paintedBy: 'local', artwork: ARTWORK }, CANVAS),
    ).rejects.toThrow('crashed');
  });
});
