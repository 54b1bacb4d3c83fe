import { LAST_ACTIVITY_REFRESH_MS } from '../../../shared/constants';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import type { ShopperIdentity } from '../../api/upload';
import { readDeviceInfo } from './device-info';
import {
  type GuestSession,
  parseSessionMetadata,
  resolveGuestSession,
  touchSession,
} from './session-metadata';

// Storage can be refused (private modes, quotas); the session then lives for this page only.
let pageOnlySession: GuestSession | null = null;

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

/** The guest session of this browser, created or renewed as needed and saved (SPEC §3). */
export function ensureGuestSession(now = new Date()): GuestSession {
  const session = resolveGuestSession(
    {
      guestSessionId: read(STORAGE_KEYS.guestSessionId) ?? pageOnlySession?.guestSessionId ?? null,
      metadata:
        read(STORAGE_KEYS.sessionMetadata) ??
        (pageOnlySession ? JSON.stringify(pageOnlySession.metadata) : null),
    },
    { now, deviceInfo: readDeviceInfo(), newId: () => crypto.randomUUID() },
  );
  pageOnlySession = session;
  write(STORAGE_KEYS.guestSessionId, session.guestSessionId);
  write(STORAGE_KEYS.sessionMetadata, JSON.stringify(session.metadata));
  return session;
}

/** Who uploads and orders: the signed-in account, else this browser's guest session. */
export function getShopperIdentity(): ShopperIdentity {
  const userId = read(STORAGE_KEYS.userId)?.trim();
  if (userId) return { user_id: userId };
  return { guest_session_id: ensureGuestSession().guestSessionId };
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
 * Starts the session on page load: restores or creates it, then refreshes the last activity
 * every 60 s (SPEC §4). Returns the way to stop.
 */
export function startShopperSession(): () => void {
  recordActivity();
  const timer = setInterval(() => recordActivity(), LAST_ACTIVITY_REFRESH_MS);
  return () => clearInterval(timer);
}
