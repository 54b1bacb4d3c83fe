// The import rules in biome.json, run on small trees shaped like the project: each forbidden
// import makes `biome lint` fail with the rule's own message, and the allowed ones pass.
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const BIOME = resolve('node_modules/.bin/biome');
const trees: string[] = [];

type Tree = Record<string, string>;

/** Lints `files` laid out under a fresh folder with the project's biome.json. */
async function lint(files: Tree): Promise<{ ok: boolean; output: string }> {
  const root = mkdtempSync(join(tmpdir(), 'mpm-import-rules-'));
  trees.push(root);
  copyFileSync('biome.json', join(root, 'biome.json'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  try {
    const { stdout, stderr } = await run(
      BIOME,
      ['lint', '--vcs-enabled=false', '--colors=off', '--max-diagnostics=50', '.'],
      { cwd: root },
    );
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The web features' layers as docs/architecture.md lists them, lowest first. */
function documentedFeatureLayers(): string[][] {
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const list = doc.slice(doc.indexOf('- Web features are layered'));
  const layers = [...list.matchAll(/^ {2}\d\. (.+)$/gm)].map(([, names = '']) =>
    [...names.matchAll(/`([a-z-]+)`/g)].map(([, name = '']) => name),
  );
  return layers;
}

const exporting = (name: string) => `export const ${name} = 1;\n`;
const importing = (from: string, name = 'value') =>
  `import { ${name} } from '${from}';\nexport const copy = ${name};\n`;

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the import rules `npm run lint` keeps', () => {
  it('let the layers import downwards', async () => {
    const result = await lint({
      'src/shared/money.ts': exporting('value'),
      'src/server/db/orders-repository.ts': exporting('value'),
      'src/server/domain/orders/total.ts': importing('../../../shared/money'),
      'src/server/workflows/place-order.ts': importing('../db/orders-repository'),
      'src/server/config.ts': importing('./adapters/local/tax/tax-table'),
      'src/server/adapters/local/tax/tax-table.ts': exporting('value'),
      'src/web/features/cart/cart-store.ts': importing('../../../shared/money'),
      'src/web/features/checkout/checkout.ts': importing('../cart/cart-store'),
      'src/server/testing/fixtures.ts': exporting('value'),
      'src/server/domain/orders/total.test.ts': importing('../../testing/fixtures'),
    });
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.ok).toBe(true);
  });

  it('fail on domain code reading the database', async () => {
    const result = await lint({
      'src/server/db/orders-repository.ts': exporting('value'),
      'src/server/domain/orders/total.ts': importing('../../db/orders-repository'),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('Business rules in domain/ are pure');
  });

  it('fail on shared code importing the web app', async () => {
    const result = await lint({
      'src/web/app.tsx': exporting('value'),
      'src/shared/money.ts': importing('../web/app'),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('never import the web app');
  });

  it('fail on production code importing a testing folder', async () => {
    const result = await lint({
      'src/server/testing/fixtures.ts': exporting('value'),
      'src/server/http/orders.ts': importing('../testing/fixtures'),
      'src/web/testing/render-app.tsx': exporting('value'),
      'src/web/features/cart/cart-store.ts': importing('../../testing/render-app'),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('src/server/http/orders.ts');
    expect(result.output).toContain('src/web/features/cart/cart-store.ts');
    expect(result.output).toContain('Test code (fakes, fixtures');
  });

  it('fail on a route choosing an adapter itself', async () => {
    const result = await lint({
      'src/server/adapters/local/tax/tax-table.ts': exporting('value'),
      'src/server/http/tax.ts': importing('../adapters/local/tax/tax-table'),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('Only the composition root');
  });

  it('fail on a cycle', async () => {
    const result = await lint({
      'src/server/domain/a.ts': `import { b } from './b';\nexport const a = () => b();\n`,
      'src/server/domain/b.ts': `import { a } from './a';\nexport const b = () => a();\n`,
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('noImportCycles');
  });

  it('let the store, its tests and benches use the vision package through its doors', async () => {
    const result = await lint({
      'packages/vision/src/index.ts': importing('./person-finder'),
      'packages/vision/src/person-finder.ts': exporting('value'),
      'packages/vision/src/person-finder.test.ts': importing('./person-finder'),
      'src/server/photos/inspect-photo.ts': importing('@masterpiece-me/vision'),
      'src/server/photos/inspect-photo.test.ts': importing('@masterpiece-me/vision'),
      'bench/measure-vision.ts': importing('@masterpiece-me/vision/stages'),
    });
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.ok).toBe(true);
  });

  it('fail on an import of a vision internal from outside its package', async () => {
    const result = await lint({
      'packages/vision/src/person-finder.ts': exporting('value'),
      'src/server/photos/inspect-photo.ts': importing('../../../packages/vision/src/person-finder'),
      'src/server/photos/one-person.test.ts': importing(
        '../../../packages/vision/src/person-finder',
      ),
      'bench/measure-vision.ts': importing('@masterpiece-me/vision/src/person-finder'),
      'scripts/art/judge.ts': importing('../../packages/vision/src/person-finder'),
    });
    expect(result.ok).toBe(false);
    for (const file of [
      'src/server/photos/inspect-photo.ts',
      'src/server/photos/one-person.test.ts',
      'bench/measure-vision.ts',
      'scripts/art/judge.ts',
    ]) {
      expect(result.output).toContain(file);
    }
    expect(result.output).toContain('The vision package is used through its doors');
  });

  it('fail on the vision package importing the store', async () => {
    const result = await lint({
      'src/server/project-root.ts': exporting('value'),
      'src/shared/json-text.ts': exporting('value'),
      'packages/vision/src/person-mask.ts': importing('../../../src/server/project-root'),
      'packages/vision/src/model-artifacts.ts': importing('../../../src/shared/json-text'),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('packages/vision/src/person-mask.ts');
    expect(result.output).toContain('packages/vision/src/model-artifacts.ts');
    expect(result.output).toContain('A package stands on its own');
  });

  it('keep the test photos out of production code, and the store out of the test photos', async () => {
    const result = await lint({
      'packages/test-photos/src/index.ts': exporting('value'),
      'packages/test-photos/src/fixtures.ts': importing('../../../src/server/project-root'),
      'src/server/project-root.ts': exporting('value'),
      'src/server/photos/prepare-photo.test.ts': importing('@masterpiece-me/test-photos'),
      'bench/heic-prepare.ts': importing('@masterpiece-me/test-photos'),
      'src/server/photos/prepare-photo.ts': importing('@masterpiece-me/test-photos'),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('packages/test-photos/src/fixtures.ts');
    expect(result.output).toContain('A package stands on its own');
    expect(result.output).toContain('src/server/photos/prepare-photo.ts');
    expect(result.output).toContain('Test code (fakes, fixtures');
    expect(result.output).not.toContain('prepare-photo.test.ts');
    expect(result.output).not.toContain('bench/heic-prepare.ts');
  });

  it('let the store, its tests, benches and web app use the portrait engine through its doors', async () => {
    const engine = 'packages/portrait-engine/src';
    const result = await lint({
      [`${engine}/index.ts`]: importing('./engine'),
      [`${engine}/engine.ts`]: importing('./raster'),
      [`${engine}/raster.ts`]: exporting('value'),
      [`${engine}/seam.test.ts`]: importing('./testing/seam-sharpness'),
      [`${engine}/straighten.test.ts`]: importing('@masterpiece-me/test-photos'),
      [`${engine}/testing/index.ts`]: importing('../prng'),
      [`${engine}/testing/portrait-set.ts`]: importing('@masterpiece-me/test-photos'),
      [`${engine}/testing/seam-sharpness.ts`]: importing('../raster'),
      [`${engine}/vocabulary/index.ts`]: importing('@masterpiece-me/vision', 'SeenFaces'),
      'src/server/art-thread.ts': importing('@masterpiece-me/portrait-engine'),
      'src/server/print-files/super-resolve/enlarge-for-print.ts': importing(
        '@masterpiece-me/portrait-engine',
      ),
      'src/server/workflows/generate-artwork.ts': importing(
        '@masterpiece-me/portrait-engine/vocabulary',
      ),
      'src/shared/styles.ts': importing('@masterpiece-me/portrait-engine/vocabulary'),
      'src/web/features/styles/description-reading.tsx': importing(
        '@masterpiece-me/portrait-engine/vocabulary',
      ),
      'src/server/photos/one-person-rule.test.ts': importing(
        '@masterpiece-me/portrait-engine/testing',
      ),
      'bench/job-cpu.ts': importing('@masterpiece-me/portrait-engine'),
    });
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.ok).toBe(true);
  });

  it('fail on an import of a portrait engine internal from outside its package', async () => {
    const engine = 'packages/portrait-engine/src';
    const result = await lint({
      [`${engine}/raster.ts`]: exporting('value'),
      [`${engine}/testing/seam-sharpness.ts`]: exporting('value'),
      'src/server/art-pool.ts': importing('../../packages/portrait-engine/src/raster'),
      'src/server/print-files/print-master.test.ts': importing(
        '@masterpiece-me/portrait-engine/src/raster',
      ),
      'src/server/testing/neck-span.ts': importing(
        '../../../packages/portrait-engine/src/testing/seam-sharpness',
      ),
      'bench/job-cpu.ts': importing('../packages/portrait-engine/src/raster'),
      'scripts/art-sheet.ts': importing('@masterpiece-me/portrait-engine/src/raster'),
    });
    expect(result.ok).toBe(false);
    for (const file of [
      'src/server/art-pool.ts',
      'src/server/print-files/print-master.test.ts',
      'src/server/testing/neck-span.ts',
      'bench/job-cpu.ts',
      'scripts/art-sheet.ts',
    ]) {
      expect(result.output).toContain(file);
    }
    expect(result.output).toContain('The portrait engine is used through its doors');
  });

  it('fail on the portrait engine importing the store, or its product code importing test code', async () => {
    const engine = 'packages/portrait-engine/src';
    const result = await lint({
      'src/shared/styles.ts': exporting('value'),
      'src/server/ports/art-engine.ts': exporting('value'),
      [`${engine}/registry.ts`]: importing('../../../src/shared/styles'),
      [`${engine}/dress-artwork.ts`]: importing('../../../src/server/ports/art-engine'),
      [`${engine}/engine.ts`]: importing('@masterpiece-me/test-photos'),
    });
    expect(result.ok).toBe(false);
    for (const file of ['registry.ts', 'dress-artwork.ts', 'engine.ts']) {
      expect(result.output).toContain(`${engine}/${file}`);
    }
    expect(result.output).toContain('A package stands on its own');
    expect(result.output).toContain('Test code (fakes, fixtures');
  });

  it('fail on the web app, shared code or a route taking the engine itself', async () => {
    const result = await lint({
      'src/web/features/styles/description-reading.tsx': importing(
        '@masterpiece-me/portrait-engine',
      ),
      'src/shared/api/generation.ts': importing('@masterpiece-me/portrait-engine'),
      'src/server/http/generation.ts': importing('@masterpiece-me/portrait-engine'),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('src/web/features/styles/description-reading.tsx');
    expect(result.output).toContain('src/shared/api/generation.ts');
    expect(result.output).toContain("read only the portrait engine's vocabulary");
    expect(result.output).toContain('src/server/http/generation.ts');
    expect(result.output).toContain('Only the composition root');
  });

  it('fail on two web features importing each other', async () => {
    const result = await lint({
      'src/web/features/cart/cart-store.ts': importing('../checkout/checkout'),
      'src/web/features/checkout/checkout.ts': exporting('value'),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('Web features are layered');
  });

  it('let each web feature import the layers below it and none beside or above it', async () => {
    const layers = documentedFeatureLayers();
    expect(layers.flat().sort()).toEqual(readdirSync('src/web/features').sort());
    const path = (feature: string) => `src/web/features/${feature}/${feature}.ts`;
    /** A feature's module: it imports `value` from each of `imports` and exports its own. */
    const feature = (imports: string[]) => {
      const lines = imports.map(
        (other, i) => `import { value as v${i} } from '../${other}/${other}';`,
      );
      const names = imports.map((_, i) => `v${i}`);
      return [...lines, `export const value = [${names.join(', ')}];`, ''].join('\n');
    };
    const downwards: Tree = {};
    const sideways: Tree = {};
    for (const [layer, features] of layers.entries()) {
      const lower = layers.slice(0, layer).flat();
      for (const name of features) {
        downwards[path(name)] = feature(lower);
        const besideOrAbove = layers
          .slice(layer)
          .flat()
          .find((other) => other !== name);
        if (besideOrAbove) sideways[path(name)] = feature([...lower, besideOrAbove]);
      }
    }

    const allowed = await lint(downwards);
    expect(allowed.output).not.toContain('noRestrictedImports');
    expect(allowed.ok).toBe(true);

    const refused = await lint({ ...downwards, ...sideways });
    expect(refused.ok).toBe(false);
    for (const file of Object.keys(sideways)) expect(refused.output).toContain(file);
    const refusals = refused.output.match(/Web features are layered/g) ?? [];
    expect(refusals).toHaveLength(Object.keys(sideways).length);
  });
});
