import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PACKAGE = '@upscalerjs/esrgan-legacy';
const require = createRequire(import.meta.url);

/** The model's one scale: each side four times as long. */
export const MODEL_SCALE = 4;

let root: string | undefined;

/**
 * The installed package's own folder. Its `exports` map names no "./package.json", so the
 * folder is found from the main file it resolves to, walking up to the package.json that
 * carries its name (the weights are read where npm put them, never copied into the repo).
 */
export function esrganPackageRoot(): string {
  if (root) return root;
  let folder = dirname(require.resolve(PACKAGE));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === PACKAGE) {
      root = folder;
      return folder;
    }
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`${PACKAGE} has no package.json above its main file`);
    folder = parent;
  }
}

/**
 * The model.json of the package's GAN-trained RRDN, x4 (its weights are beside it): idealo's
 * image-super-resolution "gans" weights (Apache-2.0), converted by UpscalerJS (MIT).
 */
export function gansModelJson(): string {
  return join(esrganPackageRoot(), 'models', 'gans', 'model.json');
}

function readPackageName(manifest: string): unknown {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
  } catch {
    // dist/ folders may hold a {"type": ...} stub or something unreadable: keep walking.
    return undefined;
  }
}
