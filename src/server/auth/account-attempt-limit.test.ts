import { describe, expect, it } from 'vitest';
import { accountEmailOf, countsAgainstAccount, isLimitedPerAccount } from './account-attempt-limit';

describe('the per-account attempt limit', () => {
  it('limits sign-up and e-mail links, which send e-mails, and nothing else', () => {
    expect(isLimitedPerAccount('/sign-in/email')).toBe(false);
    expect(isLimitedPerAccount('/sign-up/email')).toBe(true);
    expect(isLimitedPerAccount('/sign-in/magic-link')).toBe(true);
    expect(isLimitedPerAccount('/sign-out')).toBe(false);
    expect(isLimitedPerAccount('/update-user')).toBe(false);
  });

  it('counts every e-mail asked for, never what the address limit refused', () => {
    expect(countsAgainstAccount(200)).toBe(true);
    expect(countsAgainstAccount(422)).toBe(true);
    expect(countsAgainstAccount(429)).toBe(false);
  });

  it('keys attempts by the e-mail in lower case, ignoring bodies without one', () => {
    expect(accountEmailOf('{"email":" Ada@Example.com ","password":"x"}')).toBe('ada@example.com');
    expect(accountEmailOf('{"email":42}')).toBeNull();
    expect(accountEmailOf('{oops')).toBeNull();
    expect(accountEmailOf(undefined)).toBeNull();
  });
});
