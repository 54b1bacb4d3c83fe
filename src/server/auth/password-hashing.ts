import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * The password hash better-auth uses (scrypt), behind one object so every hash and check goes
 * through the same place, and a test can count them.
 */
export const passwordHashing = {
  hash: (password: string): Promise<string> => hashPassword(password),
  verify: (input: { hash: string; password: string }): Promise<boolean> => verifyPassword(input),
};
