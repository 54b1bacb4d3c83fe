import { create } from 'zustand';
import type { AuthUser } from '../../../shared/api/auth-user';
import { readApiError } from '../../../shared/api/errors';
import { type AuthFailure, authErrorMessage } from '../../../shared/auth-messages';
import { claimGuestSession, fetchAuthSession, fetchAuthUser } from '../../api/account';
import { proveGuestSession } from '../session/guest-proof';
import { moveOwned } from '../session/owned-storage';
import {
  beginAccountSession,
  endAccountSession,
  isAccountSessionExpired,
  storedAccountId,
} from '../session/shopper-session';
import type { AuthClient } from './auth-client';
import { clearAccountWork } from './signed-out-browser';

/** `loading` until the page knows who is signed in (SPEC §4: guest or authenticated). */
export type AuthStatus = 'loading' | 'guest' | 'signed-in';

export const useAuthStore = create<{ status: AuthStatus; user: AuthUser | null }>(() => ({
  status: 'loading',
  user: null,
}));

/**
 * The account signed in on this browser as storage has it, read again whenever sign-in state
 * changes: storage changes first, so this never lags behind `status`.
 */
export const useSignedInAccountId = (): string | null => useAuthStore(() => storedAccountId());

/** Every action resolves; `message` is already the SPEC §8 text to show. */
export type AuthOutcome = { ok: true } | { ok: false; message: string };

const OK: AuthOutcome = { ok: true };

/** The client library comes with the first account call, not with the first page. */
const loadClient = async (): Promise<AuthClient> => (await import('./auth-client')).authClient;

/** Runs one call of the client library and words its failure. */
async function call(
  action: (client: AuthClient) => Promise<{ error: (AuthFailure & { status: number }) | null }>,
): Promise<AuthOutcome> {
  try {
    const { error } = await action(await loadClient());
    return error ? { ok: false, message: authErrorMessage(error) } : OK;
  } catch {
    return { ok: false, message: authErrorMessage({}) };
  }
}

type Account = { user: AuthUser; token: string | null };

/**
 * Who the server says is signed in: the account, null for nobody, or why it could not say. The
 * provider's session call answers a guest without an error, so a guest's page logs no 401.
 */
async function readAccount(): Promise<Account | null | AuthOutcome> {
  const session = await fetchAuthSession();
  if (!session.ok) return { ok: false, message: authErrorMessage(sessionFailure(session)) };
  if (!session.data) return null;
  const user = await fetchAuthUser();
  if (!user.ok) return user.status === 401 ? null : { ok: false, message: authErrorMessage(user) };
  return { user: user.data, token: session.data.session.token };
}

/** The store's error answer carries the provider's code (as the store knows it) and message. */
function sessionFailure(result: { status?: number; body?: unknown }): AuthFailure {
  const body = readApiError(result.body);
  return { status: result.status, code: body?.code, message: body?.message };
}

function isAccount(value: Account | null | AuthOutcome): value is Account {
  return value !== null && 'user' in value;
}

/**
 * The signed-in account takes over from the guest: storage swaps the ids (SPEC §4) and the
 * server moves the guest's jobs and orders to the account. A failed move is not the shopper's
 * problem to solve: while signed in, the guest cookie still proves that guest's work.
 *
 * The details the guest typed at checkout go with them only into an account they just made
 * (`madeByGuest`): signing in to an account that exists may be someone else at this browser,
 * who sees their own account's e-mail instead. Sign-out forgets both (shopper-session).
 */
async function adopt(account: Account, madeByGuest = false): Promise<void> {
  const { uid, email } = account.user;
  const arriving = storedAccountId() !== uid;
  const guestSessionId = beginAccountSession(uid, account.token);
  if (madeByGuest && guestSessionId) moveOwned(guestSessionId, uid);
  if (arriving) await prefillCheckoutEmail(email);
  useAuthStore.setState({ status: 'signed-in', user: account.user });
  if (guestSessionId) {
    const moved = await claimGuestSession(guestSessionId);
    if (!moved.ok) console.warn('Could not move the guest session to the account', moved.status);
  }
}

/** Checkout's address module comes with the first sign-in, not with the first page. */
async function prefillCheckoutEmail(email: string | null): Promise<void> {
  try {
    (await import('../checkout/address/stored-address')).prefillAccountEmail(email, new Date());
  } catch {
    // The customer types their e-mail at checkout themselves.
  }
}

async function signedInAfter(outcome: AuthOutcome, madeByGuest = false): Promise<AuthOutcome> {
  if (!outcome.ok) return outcome;
  const account = await readAccount();
  if (!isAccount(account)) return account ?? { ok: false, message: authErrorMessage({}) };
  await adopt(account, madeByGuest);
  return OK;
}

/**
 * The sign-out's answer carried a new guest cookie: the browser adopts that guest at once, or
 * the next sign-in would offer the server a guest id of the browser's own making to move to
 * the account, which the cookie does not prove.
 */
async function becomeGuest(): Promise<void> {
  endAccountSession();
  useAuthStore.setState({ status: 'guest', user: null });
  await Promise.all([clearAccountWork(), proveGuestSession()]);
}

export async function signUp(input: {
  email: string;
  password: string;
  displayName: string;
}): Promise<AuthOutcome> {
  const { email, password, displayName } = input;
  return signedInAfter(
    await call((client) => client.signUp.email({ email, password, name: displayName.trim() })),
    true,
  );
}

export async function signIn(input: { email: string; password: string }): Promise<AuthOutcome> {
  return signedInAfter(await call((client) => client.signIn.email(input)));
}

/** E-mails a link that signs in (the second way in); it lands on the account page. */
export function sendSignInLink(email: string): Promise<AuthOutcome> {
  return call((client) => client.signIn.magicLink({ email, callbackURL: '/account' }));
}

export async function signOut(): Promise<AuthOutcome> {
  // The account's photo and art leave the page first: a check of its art still running when
  // the session ends would be asked as the guest that follows, and answered 404.
  await clearAccountWork();
  const outcome = await call((client) => client.signOut());
  if (outcome.ok) await becomeGuest();
  return outcome;
}

export async function updateProfile(input: {
  displayName: string;
  photoURL: string;
}): Promise<AuthOutcome> {
  const outcome = await call((client) =>
    client.updateUser({ name: input.displayName.trim(), image: input.photoURL.trim() || null }),
  );
  if (!outcome.ok) return outcome;
  const user = await fetchAuthUser();
  if (user.ok) useAuthStore.setState({ user: user.data });
  return OK;
}

/**
 * On page load: restores the signed-in session the server still knows (also the one an e-mail
 * link just began), ends one past SPEC §9's 30 days or one the server has ended, and otherwise
 * stays a guest. When the server cannot be asked, storage's word stands until it can.
 */
export async function restoreAuth(now = new Date()): Promise<void> {
  if (isAccountSessionExpired(now)) {
    await call((client) => client.signOut());
    await becomeGuest();
    return;
  }
  const account = await readAccount();
  if (isAccount(account)) return adopt(account);
  if (account === null && storedAccountId()) {
    // Ended elsewhere (a new password, say): the sign-out still trades the guest cookie.
    await call((client) => client.signOut());
    await becomeGuest();
  } else useAuthStore.setState({ status: 'guest', user: null });
}
