import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from './project-root';

describe('findProjectRoot', () => {
  it('finds the folder with package.json and the shipped tax table', () => {
    const root = findProjectRoot();
    expect(existsSync(join(root, 'data-sources'))).toBe(true);
  });

  it('finds the same folder from the bundled server', () => {
    const root = findProjectRoot();
    const bundled = pathToFileURL(join(root, 'dist', 'server', 'worker.js')).href;
    expect(findProjectRoot(bundled)).toBe(root);
  });

  it('says so when there is no project above', () => {
    expect(() => findProjectRoot('/tmp/nowhere/file.js')).toThrow(/No folder with package.json/);
  });
});
