import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthSecret } from './auth-secret';

describe('the auth secret', () => {
  const secretFile = () =>
    join(mkdtempSync(join(tmpdir(), 'mpm-secret-')), 'nested', 'auth-secret');

  it('is AUTH_SECRET when set, and then nothing is written', () => {
    const file = secretFile();
    expect(loadAuthSecret({ secret: 'x'.repeat(40), secretFile: file })).toBe('x'.repeat(40));
    expect(() => statSync(file)).toThrow();
  });

  it('is generated once, kept private, and the same on the next start', () => {
    const file = secretFile();
    const first = loadAuthSecret({ secretFile: file });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadAuthSecret({ secretFile: file })).toBe(first);
  });
});
