// The npm workspaces under packages/: their manifests, and the packages the server bundle leaves
// to node_modules. Plain Node, since `npm start` reads it before anything is installed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each workspace's package.json, as a path from the project's folder. */
export function workspaceManifests() {
  if (!existsSync('packages')) return [];
  return readdirSync('packages')
    .map((name) => join('packages', name, 'package.json'))
    .filter((path) => existsSync(path));
}

const readManifest = (path) => JSON.parse(readFileSync(path, 'utf8'));

/**
 * esbuild `--external:` flags for every installed dependency of the store and its workspaces.
 * The workspaces themselves are TypeScript sources behind their `exports`, so the bundle takes
 * them in (`--packages=external` would leave them for Node, which cannot run them).
 */
export function serverExternals() {
  const manifests = ['package.json', ...workspaceManifests()].map(readManifest);
  const own = new Set(manifests.map((manifest) => manifest.name));
  const installed = manifests.flatMap((manifest) => [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
  return [...new Set(installed)]
    .filter((name) => !own.has(name))
    .map((name) => `--external:${name}`);
}
