import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type ArtPool, createArtPool } from './art-pool';
import type { ArtRequest } from './ports/art-engine';

const crashingThread = fileURLToPath(new URL('./testing/crashing-art-thread.ts', import.meta.url));
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
    pool = createArtPool({ threads: 1, entry: crashingThread });
    await expect(pool.engine.render(request('crash'))).rejects.toThrow();
    await expect(pool.engine.render(request('a calm portrait'))).resolves.toMatchObject({
      width: 1,
    });
    const crashes = [pool.engine.render(request('crash')), pool.engine.render(request('crash'))];
    for (const crash of crashes) await expect(crash).rejects.toThrow();
    await expect(pool.engine.render(request('again'))).resolves.toMatchObject({ width: 1 });
  });
});
