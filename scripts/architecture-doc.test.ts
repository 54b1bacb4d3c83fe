// docs/architecture.md describes the tree: every folder of the layers it covers is named there,
// and every folder it names exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const doc = readFileSync('docs/architecture.md', 'utf8');

/** The folders directly inside `parent`. */
const foldersIn = (parent: string) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(parent, entry.name));

const DESCRIBED = [
  'src/shared',
  'src/server',
  'src/server/domain',
  'src/server/adapters',
  'src/server/adapters/local',
  'src/server/adapters/live',
  'src/web',
  'src/web/features',
  'packages',
];

describe('docs/architecture.md', () => {
  it('names every folder of the layers it describes', () => {
    const unnamed = DESCRIBED.flatMap(foldersIn).filter((folder) => {
      const name = folder.split('/').at(-1);
      return !doc.includes(`\`${name}/\``) && !doc.includes(`\`${name}\``);
    });
    expect(unnamed).toEqual([]);
  });

  it('names no folder that is not there', () => {
    const existing = new Set(
      [...DESCRIBED, '.', 'src/server/db', 'src/server/testing', 'e2e', 'bench', 'scripts']
        .flatMap((folder) => [folder, ...foldersIn(folder)])
        .flatMap((folder) => folder.split('/'))
        .filter((name) => name !== '.'),
    );
    const named = [...doc.matchAll(/`([a-z-]+)\/`/g)].map((match) => match[1] ?? '');
    expect(named.filter((name) => !existing.has(name))).toEqual([]);
  });
});
