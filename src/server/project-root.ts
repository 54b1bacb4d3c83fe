import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder that holds the project's package.json and data-sources/. Found by walking up from this
 * module, so it works both from src/server/*.ts (vitest, tsx) and from the bundled
 * dist/server/*.js, whatever the current directory is: a process started from elsewhere still
 * finds the tax table, the sample portraits and the web build. (A workspace package has a
 * package.json of its own, so package.json alone would stop there.)
 */
export function findProjectRoot(from: string = import.meta.url): string {
  let folder = dirname(from.startsWith('file:') ? fileURLToPath(from) : from);
  for (;;) {
    if (existsSync(join(folder, 'package.json')) && existsSync(join(folder, 'data-sources'))) {
      return folder;
    }
    const parent = dirname(folder);
    if (parent === folder) {
      throw new Error(`No folder with package.json and data-sources/ above ${from}`);
    }
    folder = parent;
  }
}

/** `path` inside the project's folder. */
export const inProject = (...path: string[]): string => join(findProjectRoot(), ...path);
