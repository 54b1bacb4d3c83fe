import { describe, expect, it } from 'vitest';
import { isSignUpSession } from './prove-address';

const account = { id: 'u1', createdAt: new Date('2026-11-28T12:00:00.000Z') };
const at = (seconds: number, userId = 'u1') => ({
  userId,
  createdAt: new Date(account.createdAt.getTime() + seconds * 1000),
});

describe('the browser that signed up', () => {
  it('holds the session sign-up made along with the account', () => {
    expect(isSignUpSession(account, at(0.2))).toBe(true);
  });

  it('is not a browser signed in later, another account’s, or none', () => {
    expect(isSignUpSession(account, at(60))).toBe(false);
    expect(isSignUpSession(account, at(0.2, 'u2'))).toBe(false);
    expect(isSignUpSession(account, at(-1))).toBe(false);
    expect(isSignUpSession(account, null)).toBe(false);
  });
});
