import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A hash of the contents of the given files and folders (recursively), in a stable order. */
export function fingerprint(paths) {
  const hash = createHash('sha256');
  for (const path of paths) addPath(hash, path);
  return hash.digest('hex');
}

function addPath(hash, path) {
  if (!existsSync(path)) {
    hash.update(`missing:${path}\n`);
    return;
  }
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) addPath(hash, join(path, entry));
    return;
  }
  hash.update(`${path}\n`);
  hash.update(readFileSync(path));
}

export function readStamp(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
}
