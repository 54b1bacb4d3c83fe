import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFileMediaStore } from './file-media-store';

async function readAll(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('file media store', () => {
  const root = mkdtempSync(join(tmpdir(), 'mpm-media-'));
  const store = createFileMediaStore(root);

  it('keeps what it is given and hands it back with its type', async () => {
    await store.put('artworks/abc/art.png', Buffer.from('png-bytes'), 'image/png');
    const media = await store.get('artworks/abc/art.png');
    expect(media?.contentType).toBe('image/png');
    expect((await readAll(media?.body ?? Buffer.alloc(0))).toString()).toBe('png-bytes');
    expect(await readFile(join(root, 'artworks/abc/art.png'), 'utf8')).toBe('png-bytes');
    expect(store.url('artworks/abc/art.png')).toBe('/media/artworks/abc/art.png');
  });

  it('answers nothing for a missing key or one that tries to leave its folder', async () => {
    expect(await store.get('artworks/none.png')).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
    await expect(store.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Invalid media key/,
    );
  });

  it('is ready while its folder can be written to, and not when it cannot', async () => {
    expect(await createFileMediaStore(join(root, 'made-on-demand')).ready()).toBe(true);
    const notAFolder = join(root, 'a-file');
    writeFileSync(notAFolder, 'x');
    expect(await createFileMediaStore(notAFolder).ready()).toBe(false);
  });

  it('gives a public base URL when one is set', () => {
    const cdn = createFileMediaStore(root, 'https://cdn.example.com');
    expect(cdn.url('artworks/a.png')).toBe('https://cdn.example.com/artworks/a.png');
  });
});
