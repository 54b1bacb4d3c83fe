import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** How passwords are hashed and checked: every hash and check of an app goes through one. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** The password hash better-auth uses (scrypt): the only one a store ever runs. */
export const passwordHashing: PasswordHashing = {
  hash: (password) => hashPassword(password),
  verify: (input) => verifyPassword(input),
};
