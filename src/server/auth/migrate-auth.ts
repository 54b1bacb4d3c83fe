import { getMigrations } from 'better-auth/db/migration';
import type { Auth } from './create-auth';

export class AuthMigrationError extends Error {
  override readonly name = 'AuthMigrationError';
}

/**
 * Creates or extends better-auth's tables from its own schema (so a plugin's new fields come
 * with it). Its plan is not locked across processes: when two start at once and one loses
 * the race, planning again finds the tables made and has nothing left to do.
 */
export async function migrateAuth(auth: Auth): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const { runMigrations } = await getMigrations(auth.options);
      await runMigrations();
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw new AuthMigrationError(
    `Auth migration failed: ${lastError instanceof Error ? lastError.message : String(lastError)}`,
  );
}
