import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The variable that points the tests at the shared test photos when they are elsewhere. */
export const FIXTURE_PHOTOS_VARIABLE = 'MPM_FIXTURE_PHOTOS';

/**
 * Where the shared test photos are: the variable's folder, else ../shared/fixtures/photos beside
 * the repository (SOURCES.md there says what each is). Vitest and Playwright both read it here.
 */
export const FIXTURE_PHOTOS = resolve(
  process.env[FIXTURE_PHOTOS_VARIABLE] ?? join(process.cwd(), '../shared/fixtures/photos'),
);

/**
 * Run before any test (vitest and Playwright global set-up): one clear message instead of an
 * ENOENT in every suite that reads a photo.
 */
export default function checkFixturePhotos(): void {
  if (existsSync(FIXTURE_PHOTOS)) return;
  throw new Error(
    `The test photos are not in ${FIXTURE_PHOTOS}. Put the shared fixtures beside the repository ` +
      `(../shared/fixtures/photos) or set ${FIXTURE_PHOTOS_VARIABLE} to the folder that holds them.`,
  );
}
