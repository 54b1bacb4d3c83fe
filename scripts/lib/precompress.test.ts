import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies of text assets that decompress to the original', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mpm-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const answer = 42;\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7));
    await precompress(dir);
    const br = readFileSync(join(dir, 'assets', 'app.js.br'));
    const gz = readFileSync(join(dir, 'assets', 'app.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    // Too small to be worth it, and images are compressed already.
    expect(existsSync(join(dir, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });
});
