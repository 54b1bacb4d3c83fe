import { getMigrations } from 'better-auth/db/migration';
import type { Auth } from './create-auth';

export class AuthMigrationError extends Error {
  override readonly name = 'AuthMigrationError';
}

/**
 * Creates or extends better-auth's tables from its own schema (so a plugin's new fields come
 * with it). Its plan takes no lock of its own: the caller runs it under the migration lock,
 * so processes starting together do not both create the same table.
 */
export async function migrateAuth(auth: Auth): Promise<void> {
  try {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
  } catch (error) {
    throw new AuthMigrationError(
      `Auth migration failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
