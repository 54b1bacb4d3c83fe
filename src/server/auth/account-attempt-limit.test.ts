import { describe, expect, it } from 'vitest';
import { accountEmailOf, countsAgainstAccount, isLimitedPerAccount } from './account-attempt-limit';

describe('the per-account attempt limit', () => {
  it('limits sign-in, sign-up and e-mail links, nothing else', () => {
    expect(isLimitedPerAccount('/sign-in/email')).toBe(true);
    expect(isLimitedPerAccount('/sign-up/email')).toBe(true);
    expect(isLimitedPerAccount('/sign-in/magic-link')).toBe(true);
    expect(isLimitedPerAccount('/sign-out')).toBe(false);
    expect(isLimitedPerAccount('/update-user')).toBe(false);
  });

  it('counts failed sign-ins, every sign-up, never what the address limit refused', () => {
    expect(countsAgainstAccount('/sign-in/email', 401)).toBe(true);
    expect(countsAgainstAccount('/sign-in/email', 200)).toBe(false);
    expect(countsAgainstAccount('/sign-up/email', 200)).toBe(true);
    expect(countsAgainstAccount('/sign-in/email', 429)).toBe(false);
  });

  it('keys attempts by the e-mail in lower case, ignoring bodies without one', () => {
    expect(accountEmailOf('{"email":" Ada@Example.com ","password":"x"}')).toBe('ada@example.com');
    expect(accountEmailOf('{"email":42}')).toBeNull();
    expect(accountEmailOf('{oops')).toBeNull();
    expect(accountEmailOf(undefined)).toBeNull();
  });
});
