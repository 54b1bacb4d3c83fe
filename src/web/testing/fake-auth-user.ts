import type { AuthUser } from '../../shared/api/auth-user';
import { useAuthStore } from '../features/auth/auth-store';

/** A signed-in account for tests; override what the test is about. */
export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: 'user-1',
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    photoURL: null,
    emailVerified: false,
    phoneNumber: null,
    providerData: [],
    metadata: {
      creationTime: '2025-03-01T10:00:00.000Z',
      lastSignInTime: '2025-03-14T10:00:00.000Z',
    },
    ...overrides,
  };
}

export function signInAs(user: AuthUser = authUser()): AuthUser {
  useAuthStore.setState({ status: 'signed-in', user });
  return user;
}

export function becomeGuest(): void {
  useAuthStore.setState({ status: 'guest', user: null });
}
