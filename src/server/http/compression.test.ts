import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/lib/precompress.mjs';
import type { ArtEngine } from '../ports/art-engine';
import { startTestApp, type TestApp } from '../testing/test-app';
import { COMPRESSION_THRESHOLD } from './compression';

let test: TestApp;
let dist: string | undefined;
afterEach(async () => {
  await test.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

/** Paints nothing, so the styles list is quick to draw; its thumbnails are not the point here. */
const blankArt: ArtEngine = {
  name: 'blank-canvas',
  render: async () => ({
    image: await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer(),
    contentType: 'image/png',
    width: 8,
    height: 8,
  }),
};

const get = (url: string, encoding?: string) =>
  test.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed API answers', () => {
  it('compresses a large JSON answer with brotli or gzip, as Accept-Encoding prefers', async () => {
    test = await startTestApp({}, { artEngine: blankArt });
    const plain = await get('/api/prompt-styles');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const brotli = await get('/api/prompt-styles', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzipped = await get('/api/prompt-styles', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    expect((await get('/api/prompt-styles', 'br;q=0.5, gzip')).headers['content-encoding']).toBe(
      'gzip',
    );

    for (const refused of ['identity', 'deflate', 'br;q=0']) {
      const answer = await get('/api/prompt-styles', refused);
      expect(answer.headers['content-encoding'], refused).toBeUndefined();
      expect(answer.json(), refused).toEqual(plain.json());
    }
  });

  it('sends small answers plain', async () => {
    test = await startTestApp();
    const health = await get('/healthz', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
    const missing = await get('/api/jobs/not-a-uuid', 'br, gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.headers.vary).toBeUndefined();
    expect(missing.json()).toEqual({ code: 'job_not_found', detail: 'Job not found' });
  });

  it('leaves stored media as stored', async () => {
    test = await startTestApp();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(1000)}</svg>`;
    await test.services.media.put('thumbnails/big.svg', Buffer.from(svg), 'image/svg+xml');
    const image = await get('/media/thumbnails/big.svg', 'br, gzip');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toBe(svg);
  });

  it('sends the build’s precompressed files as built, never compressed again', async () => {
    dist = mkdtempSync(join(tmpdir(), 'mpm-dist-compress-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const script = 'export const masterpiece = "me";\n'.repeat(300);
    writeFileSync(join(dist, 'assets', 'app-123.js'), script);
    // An image the build does not precompress, since its format already is.
    const image = Buffer.alloc(4096, 7);
    writeFileSync(join(dist, 'assets', 'hero-123.webp'), image);
    await precompress(dist);
    test = await startTestApp({ WEB_DIST_DIR: dist });
    const built = join(dist, 'assets', 'app-123.js');

    const brotli = await get('/assets/app-123.js', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(readFileSync(`${built}.br`))).toBe(true);
    const gzipped = await get('/assets/app-123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(readFileSync(`${built}.gz`))).toBe(true);
    const picture = await get('/assets/hero-123.webp', 'br, gzip');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.equals(image)).toBe(true);
  });
});
