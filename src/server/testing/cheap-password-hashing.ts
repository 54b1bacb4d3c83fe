import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../auth/password-hashing';

const PREFIX = 'test-sha256';

const digest = (salt: string, password: string) =>
  createHash('sha256').update(`${salt}:${password}`).digest('hex');

/**
 * A salted SHA-256 in place of scrypt for test apps: scrypt took about 12% of the CI's time
 * (issue 34), and what the auth suites check is which password is right, not how slow the
 * hash is. A wrong password still fails. auth/real-password-hashing.test.ts keeps scrypt.
 */
export const cheapPasswordHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(8).toString('hex');
    return `${PREFIX}:${salt}:${digest(salt, password)}`;
  },
  verify: async ({ hash, password }) => {
    const [prefix, salt, stored] = hash.split(':');
    if (prefix !== PREFIX || !salt || !stored) return false;
    return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(digest(salt, password), 'hex'));
  },
};
