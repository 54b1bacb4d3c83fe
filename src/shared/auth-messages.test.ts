import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authErrorMessage } from './auth-messages';

describe('auth error messages', () => {
  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', 401, 'Incorrect email or password'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 422, 'An account with this email already exists'],
    ['USER_ALREADY_EXISTS', 422, 'An account with this email already exists'],
    ['PASSWORD_TOO_SHORT', 400, 'Password should be at least 6 characters'],
    ['INVALID_EMAIL', 400, 'Please enter a valid email address'],
    ['USER_NOT_FOUND', 404, 'No account found with this email address'],
  ])('says the SPEC words for %s', (code, status, text) => {
    expect(authErrorMessage({ status, code, message: 'provider text' })).toBe(text);
  });

  it('says too many attempts for any 429', () => {
    expect(authErrorMessage({ status: 429 })).toBe(
      'Too many failed attempts. Please try again later',
    );
  });

  it('blames the connection when no answer came', () => {
    expect(authErrorMessage({ status: 0 })).toBe('Network error. Please check your connection');
    expect(authErrorMessage({})).toBe(AUTH_MESSAGES.network);
  });

  it("keeps the provider's text for other refusals, never a server fault's", () => {
    expect(authErrorMessage({ status: 400, code: 'X', message: 'Token expired' })).toBe(
      'Token expired',
    );
    expect(authErrorMessage({ status: 500, message: 'db down at line 3' })).toBe(
      AUTH_MESSAGES.fallback,
    );
  });
});
