// Brotli and gzip copies of the built web app's text files, made once at build time so the
// server sends them without compressing on every request (@fastify/static `preCompressed`).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `name.br` and `name.gz` beside every compressible file of `dir` worth compressing. */
export async function precompress(dir) {
  const written = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const bytes = await readFile(path);
    const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    await writeFile(`${path}.br`, await brotli(bytes, { params }));
    await writeFile(`${path}.gz`, await gzipAsync(bytes, { level: 9 }));
    written.push(path);
  }
  return written;
}
