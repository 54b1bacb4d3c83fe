import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type ArtPool, createArtPool } from './art-pool';
import type { ArtRequest, Artwork } from './ports/art-engine';

const crashingThread = fileURLToPath(new URL('./testing/crashing-art-thread.ts', import.meta.url));
const photoChecks = { perAddress: 4, overall: 20, heic: 5 };
const clientAddress = '203.0.113.1';
const request = (prompt: string): ArtRequest => ({
  photo: Buffer.from('photo'),
  direction: { kind: 'custom', prompt },
  gender: 'female',
});

let pool: ArtPool | undefined;
afterEach(async () => {
  await pool?.close();
});

describe('the art pool', () => {
  it('fails only the task whose thread crashed, and keeps serving', async () => {
    pool = createArtPool({ threads: 1, photoChecks, entry: crashingThread });
    await expect(pool.engine.render(request('crash'))).rejects.toThrow();
    await expect(pool.engine.render(request('a calm portrait'))).resolves.toMatchObject({
      width: 1,
    });
    const crashes = [pool.engine.render(request('crash')), pool.engine.render(request('crash'))];
    for (const crash of crashes) await expect(crash).rejects.toThrow();
    await expect(pool.engine.render(request('again'))).resolves.toMatchObject({ width: 1 });
  });

  it("draws a mock-up while another job's render holds the render thread", async () => {
    pool = createArtPool({ threads: 1, photoChecks, entry: crashingThread });
    const artwork = { image: Buffer.from('art'), contentType: 'image/jpeg', width: 1, height: 1 };
    const first = await Promise.race([
      pool.engine.render(request('slow')).then(() => 'render'),
      pool
        .paintMockup('mockups/media/mug-white-handle-left.jpg', artwork as Artwork)
        .then(() => 'mock-up'),
    ]);
    expect(first).toBe('mock-up');
  });

  it('refuses a damaged upload while a render holds the render thread', async () => {
    pool = createArtPool({ threads: 1, photoChecks, entry: crashingThread });
    const first = await Promise.race([
      pool.engine.render(request('slow')).then(() => 'render'),
      pool.inspectPhoto(Buffer.from('not a photo'), { clientAddress }).then(() => 'check'),
    ]);
    expect(first).toBe('check');
  });
});
