// package.json's `engines` says which Node the store runs on; every installed package must run
// on the oldest Node it allows, or the promise is false on that Node.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { enginesMinimum, isAtLeast, pinnedNode } from './lib/wanted-node.mjs';

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: string };
}

const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** Every package under `folder`, nested node_modules included. */
function* installedPackages(folder: string): Generator<Manifest & { path: string }> {
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith('.')) continue;
    const path = join(folder, entry);
    if (entry.startsWith('@')) {
      yield* installedPackages(path);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) yield { ...readManifest(manifest), path };
    const nested = join(path, 'node_modules');
    if (existsSync(nested)) yield* installedPackages(nested);
  }
}

describe("package.json's engines", () => {
  const range = readManifest('package.json').engines?.node ?? '';
  const oldest = semver.minVersion(range);

  it('names a Node this machine can run', () => {
    expect(oldest).not.toBeNull();
    expect(semver.satisfies(process.versions.node, range)).toBe(true);
  });

  it('is a Node every installed package supports', () => {
    const refusing = [...installedPackages('node_modules')]
      .filter((pkg) => pkg.engines?.node && oldest)
      .filter((pkg) => !semver.satisfies(oldest ?? '', pkg.engines?.node ?? '*'))
      .map((pkg) => `${pkg.name}@${pkg.version} wants node ${pkg.engines?.node} (${pkg.path})`);
    expect(refusing).toEqual([]);
  });
});

describe('the Node the store runs on', () => {
  const range = readManifest('package.json').engines?.node ?? '';

  it('is pinned in .node-version to a release engines allows, which the image runs', () => {
    expect(semver.satisfies(pinnedNode(), range)).toBe(true);
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const images = [...dockerfile.matchAll(/^FROM node:(\S+)/gm)].map((from) => from[1]);
    const pinnedImage = `${semver.major(pinnedNode())}-bookworm-slim`;
    expect(images).toEqual([pinnedImage, pinnedImage]);
  });

  it('is judged by engines as npm start and npm test judge it before fetching another', () => {
    expect(enginesMinimum()).toBe(semver.minVersion(range)?.version);
    expect(isAtLeast('22.13.0', '22.13.0')).toBe(true);
    expect(isAtLeast('22.14.1', '22.13.0')).toBe(true);
    expect(isAtLeast('24.0.0', '22.13.0')).toBe(true);
    expect(isAtLeast('22.12.9', '22.13.0')).toBe(false);
    expect(isAtLeast('20.20.2', '22.13.0')).toBe(false);
    expect(isAtLeast('22.9.0', '22.13')).toBe(false);
    expect(() => enginesMinimum({ engines: { node: '^22' } })).toThrow(/>=x\.y\.z/);
  });
});
