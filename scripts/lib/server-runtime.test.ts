import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { serverRuntimeEnv } from './server-runtime.mjs';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('serverRuntimeEnv', () => {
  it("adds the semi-space size to an operator's own NODE_OPTIONS and keeps their arena limit", () => {
    const env = serverRuntimeEnv({ NODE_OPTIONS: '--enable-source-maps', MALLOC_ARENA_MAX: '4' });
    expect(env).toEqual({
      MALLOC_ARENA_MAX: '4',
      NODE_OPTIONS: '--enable-source-maps --max-semi-space-size=2',
    });
  });

  it('keeps a semi-space size the operator chose', () => {
    const env = serverRuntimeEnv({ NODE_OPTIONS: '--max-semi-space-size=8' });
    expect(env.NODE_OPTIONS).toBe('--max-semi-space-size=8');
  });
});

describe.runIf(process.platform === 'linux')('serveBuilt', () => {
  it('runs a built script with the arena limit and the small young generation', () => {
    dir = mkdtempSync(join(tmpdir(), 'mpm-serve-built-'));
    const script = join(dir, 'server.mjs');
    writeFileSync(
      script,
      `const { MALLOC_ARENA_MAX: arenas, NODE_OPTIONS: options } = process.env;
      console.log(JSON.stringify({ arenas, options }));`,
    );
    const serveBuilt = pathToFileURL(resolve('scripts/lib/serve-built.mjs')).href;
    const env = { ...process.env };
    delete env.MALLOC_ARENA_MAX;
    delete env.NODE_OPTIONS;
    const run = (extra: NodeJS.ProcessEnv) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [
            '-e',
            `import(${JSON.stringify(serveBuilt)}).then((m) => m.serveBuilt(${JSON.stringify(script)}))`,
          ],
          { env: { ...env, ...extra }, encoding: 'utf8' },
        ),
      ) as { arenas?: string; options?: string };
    expect(run({})).toEqual({ arenas: '2', options: '--max-semi-space-size=2' });
  });
});
