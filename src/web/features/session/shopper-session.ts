import { LAST_ACTIVITY_REFRESH_MS } from '../../../shared/constants';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import type { ShopperIdentity } from '../../api/upload';
import { readDeviceInfo } from './device-info';
import { forgetOwner, moveOwned } from './owned-storage';
import {
  type GuestSession,
  isSessionExpired,
  newAccountSession,
  parseSessionMetadata,
  resolveGuestSession,
  touchSession,
} from './session-metadata';

// Storage can be refused (private modes, quotas); the session then lives for this page only.
let pageOnlySession: GuestSession | null = null;
// The identity provider's token proves the account on uploads; it is never stored.
let accountToken: string | null = null;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Kept in memory instead (pageOnlySession).
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

/** The guest session of this browser, created or renewed as needed and saved (SPEC §3). */
export function ensureGuestSession(now = new Date()): GuestSession {
  const session = resolveGuestSession(
    {
      guestSessionId: read(STORAGE_KEYS.guestSessionId) ?? pageOnlySession?.guestSessionId ?? null,
      metadata:
        read(STORAGE_KEYS.sessionMetadata) ??
        (pageOnlySession ? JSON.stringify(pageOnlySession.metadata) : null),
    },
    { now, deviceInfo: readDeviceInfo, newId: () => crypto.randomUUID() },
  );
  pageOnlySession = session;
  write(STORAGE_KEYS.guestSessionId, session.guestSessionId);
  write(STORAGE_KEYS.sessionMetadata, JSON.stringify(session.metadata));
  return session;
}

/**
 * The guest session the server vouches for (guest-proof) becomes this browser's: its id, and
 * the end of its proof as the session's end. What the browser kept under an id of its own
 * (saved addresses) moves to it.
 */
export function adoptGuestSession(id: string, expiresAt: string, now = new Date()): GuestSession {
  const held = ensureGuestSession(now);
  if (held.guestSessionId === id && held.metadata.expiresAt === expiresAt) return held;
  if (held.guestSessionId !== id) moveOwned(held.guestSessionId, id);
  const session: GuestSession = {
    guestSessionId: id,
    metadata: { ...held.metadata, userId: id, expiresAt },
  };
  pageOnlySession = session;
  write(STORAGE_KEYS.guestSessionId, id);
  write(STORAGE_KEYS.sessionMetadata, JSON.stringify(session.metadata));
  return session;
}

/** Who uploads and orders: the signed-in account, else this browser's guest session. */
export function getShopperIdentity(): ShopperIdentity {
  const userId = read(STORAGE_KEYS.userId)?.trim();
  if (userId)
    return accountToken ? { user_id: userId, auth_token: accountToken } : { user_id: userId };
  return { guest_session_id: ensureGuestSession().guestSessionId };
}

/** The account storage says is signed in on this browser, or null for a guest. */
export function storedAccountId(): string | null {
  return read(STORAGE_KEYS.userId)?.trim() || null;
}

/** Whose details the shopper's own storage holds (owned-storage): the account's or the guest's. */
export function shopperOwnerId(): string {
  return storedAccountId() ?? ensureGuestSession().guestSessionId;
}

/** Every shopper this browser can come back to: the account, its guest, or the set-aside guest. */
export function ownersOnBrowser(): string[] {
  const ids = [storedAccountId(), read(STORAGE_KEYS.guestSessionId)?.trim(), setAsideGuestId()];
  return ids.filter((id): id is string => Boolean(id));
}

/**
 * Sign-in or sign-up (SPEC §4): the account id replaces the guest session id, and the guest
 * session is set aside until sign-out forgets what it kept. Answers the guest session id the
 * server should move to the account, or null when there is none (already this account, say,
 * on a reload).
 */
export function beginAccountSession(
  userId: string,
  token: string | null,
  now = new Date(),
): string | null {
  accountToken = token;
  const metadata = parseSessionMetadata(read(STORAGE_KEYS.sessionMetadata));
  const sameAccount = metadata?.sessionType === 'authenticated' && metadata.userId === userId;
  if (sameAccount && storedAccountId() === userId) {
    write(STORAGE_KEYS.sessionMetadata, JSON.stringify(touchSession(metadata, now)));
    return null;
  }
  const guestId = read(STORAGE_KEYS.guestSessionId)?.trim() || null;
  if (guestId) {
    const guest =
      metadata?.sessionType === 'guest' && metadata.userId === guestId ? metadata : null;
    write(STORAGE_KEYS.guestSession, JSON.stringify({ guestSessionId: guestId, metadata: guest }));
  }
  remove(STORAGE_KEYS.guestSessionId);
  write(STORAGE_KEYS.userId, userId);
  write(
    STORAGE_KEYS.sessionMetadata,
    JSON.stringify(newAccountSession(userId, readDeviceInfo(), now)),
  );
  return guestId;
}

/** The guest session set aside at sign-in (SPEC §3's key), or null. */
function setAsideGuestId(): string | null {
  try {
    const stored = JSON.parse(read(STORAGE_KEYS.guestSession) ?? 'null');
    return typeof stored?.guestSessionId === 'string' ? stored.guestSessionId : null;
  } catch {
    return null;
  }
}

/**
 * Sign-out, or a signed-in session that ended (SPEC §4): a new guest session begins, as the
 * server's new guest cookie says. The guest set aside at sign-in does not come back: its work
 * became the account's, and the next person at this browser must not see it. The details kept
 * for checkout by the account and by that guest leave with them.
 */
export function endAccountSession(now = new Date()): GuestSession {
  accountToken = null;
  const account = storedAccountId();
  if (account) forgetOwner(account);
  const setAside = setAsideGuestId();
  if (setAside) forgetOwner(setAside);
  remove(STORAGE_KEYS.userId);
  remove(STORAGE_KEYS.guestSession);
  remove(STORAGE_KEYS.sessionMetadata);
  remove(STORAGE_KEYS.guestSessionId);
  pageOnlySession = null;
  return ensureGuestSession(now);
}

/** SPEC §9's 30-day check for a signed-in session kept in storage. */
export function isAccountSessionExpired(now = new Date()): boolean {
  const metadata = parseSessionMetadata(read(STORAGE_KEYS.sessionMetadata));
  return metadata?.sessionType === 'authenticated' && isSessionExpired(metadata, now);
}

/** Marks the shopper as active now, whichever kind of session they have. */
export function recordActivity(now = new Date()): void {
  const metadata = parseSessionMetadata(read(STORAGE_KEYS.sessionMetadata));
  if (metadata?.sessionType === 'authenticated') {
    write(STORAGE_KEYS.sessionMetadata, JSON.stringify(touchSession(metadata, now)));
  } else if (!read(STORAGE_KEYS.userId)) {
    ensureGuestSession(now);
  }
}

/**
 * Starts the session: restores or creates it, then refreshes the last activity every 60 s
 * (SPEC §4). Returns the way to stop.
 */
export function startShopperSession(): () => void {
  recordActivity();
  const timer = setInterval(() => recordActivity(), LAST_ACTIVITY_REFRESH_MS);
  return () => clearInterval(timer);
}
