/** What a shopper reads when signing in, up or out goes wrong (SPEC §8 "Auth messages"). */
/** SPEC §8's too-many-requests message; the server answers it for every limited attempt. */
export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please try again later';

export const AUTH_MESSAGES = {
  /** Said for an unknown e-mail and a wrong password alike, so nobody learns who has an account. */
  incorrectCredentials: 'Incorrect email or password',
  userNotFound: 'No account found with this email address',
  emailInUse: 'An account with this email already exists',
  weakPassword: 'Password should be at least 6 characters',
  invalidEmail: 'Please enter a valid email address',
  tooManyRequests: TOO_MANY_ATTEMPTS,
  network: 'Network error. Please check your connection',
  fallback: 'Something went wrong. Please try again.',
} as const;

/** The identity provider's error codes (better-auth's) and the SPEC's words for them. */
const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.incorrectCredentials,
  INVALID_PASSWORD: AUTH_MESSAGES.incorrectCredentials,
  USER_NOT_FOUND: AUTH_MESSAGES.userNotFound,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.emailInUse,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.weakPassword,
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  TOO_MANY_REQUESTS: AUTH_MESSAGES.tooManyRequests,
};

export interface AuthFailure {
  /** HTTP status; 0 or absent when no answer arrived. */
  status?: number;
  code?: string;
  message?: string;
}

/** The message for a failed auth call: by code, then by status, then the provider's own text. */
export function authErrorMessage({ status, code, message }: AuthFailure): string {
  if (!status) return AUTH_MESSAGES.network;
  if (code && BY_CODE[code]) return BY_CODE[code];
  if (status === 429) return AUTH_MESSAGES.tooManyRequests;
  if (status >= 500 || !message?.trim()) return AUTH_MESSAGES.fallback;
  return message;
}
