import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * AUTH_SECRET when set; otherwise a secret generated on the first start and kept in `file`,
 * so sessions survive restarts. Written exclusively: when two processes start at once, the
 * loser reads the winner's secret.
 */
export function loadAuthSecret(config: { secret?: string; secretFile: string }): string {
  if (config.secret) return config.secret;
  const existing = readSecret(config.secretFile);
  if (existing) return existing;
  mkdirSync(dirname(config.secretFile), { recursive: true });
  try {
    writeFileSync(config.secretFile, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = readSecret(config.secretFile);
  if (!written) throw new Error(`Could not read the auth secret in ${config.secretFile}`);
  return written;
}

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
