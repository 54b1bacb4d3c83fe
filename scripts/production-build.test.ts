// What the production build is made of, read from its source maps (every bundled module is
// listed there): the server's and the web app's own modules, and no test code among them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './lib/prepare.mjs';

const TEST_CODE =
  /(^|\/)(testing|e2e|bench)\/|\.(test|spec)\.tsx?$|(^|\/)(fake|measure)-[^/]*$|\/vitest\/|@vitest\/|@testing-library\/|@playwright\//;

/** Every source the maps in `folder` (recursively) list, relative to the project. */
function bundledSources(folder: string): string[] {
  const sources = new Set<string>();
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.js.map')) continue;
    const map = JSON.parse(readFileSync(join(folder, entry), 'utf8')) as { sources: string[] };
    for (const source of map.sources) sources.add(source.replace(/^(\.\.\/)+/, ''));
  }
  return [...sources];
}

beforeAll(async () => {
  await ensureBuilt();
}, 600_000);

describe('the production build', () => {
  it("bundles the server's own modules and no test code", () => {
    const sources = bundledSources('dist/server');
    expect(sources).toContain('src/server/app.ts');
    expect(sources).toContain('packages/portrait-engine/src/engine.ts');
    expect(sources.filter((source) => TEST_CODE.test(source))).toEqual([]);
  });

  it("bundles the web app's own modules and no test code", () => {
    const sources = bundledSources('dist/web');
    expect(sources).toContain('src/web/app.tsx');
    expect(sources).toContain('src/web/features/cart/cart-store.ts');
    expect(sources.filter((source) => TEST_CODE.test(source))).toEqual([]);
  });

  it("ships React's production build, however the build was started", () => {
    const sources = bundledSources('dist/web');
    expect(sources).toContain('node_modules/react-dom/cjs/react-dom-client.production.js');
    expect(sources.filter((source) => /\/cjs\/[^/]+\.development\.js$/.test(source))).toEqual([]);
  });
});
