import {
  type DeviceInfo,
  type SessionMetadata,
  sessionMetadataSchema,
} from '../../../shared/api/session';
import { SESSION_EXPIRY_MS } from '../../../shared/constants';

/** A guest as local storage keeps it (SPEC §3): the id sent with uploads, and what we know. */
export interface GuestSession {
  guestSessionId: string;
  metadata: SessionMetadata & { sessionType: 'guest' };
}

export function newGuestSession(id: string, deviceInfo: DeviceInfo, now: Date): GuestSession {
  const at = now.toISOString();
  return {
    guestSessionId: id,
    metadata: {
      createdAt: at,
      deviceInfo,
      sessionType: 'guest',
      userId: id,
      lastActivity: at,
      expiresAt: new Date(now.getTime() + SESSION_EXPIRY_MS).toISOString(),
    },
  };
}

/** A signed-in shopper's session as local storage keeps it: the account id, from sign-in on. */
export function newAccountSession(
  userId: string,
  deviceInfo: DeviceInfo,
  now: Date,
): SessionMetadata & { sessionType: 'authenticated' } {
  const at = now.toISOString();
  return { createdAt: at, deviceInfo, sessionType: 'authenticated', userId, lastActivity: at };
}

/**
 * SPEC §9's 30-day check, for both kinds: a guest session ends at its `expiresAt`, a signed-in
 * one 30 days after the sign-in that began it.
 */
export function isSessionExpired(metadata: SessionMetadata, now: Date): boolean {
  const end =
    metadata.sessionType === 'guest'
      ? Date.parse(metadata.expiresAt)
      : Date.parse(metadata.createdAt) + SESSION_EXPIRY_MS;
  return end <= now.getTime();
}

export function touchSession<M extends SessionMetadata>(metadata: M, now: Date): M {
  return { ...metadata, lastActivity: now.toISOString() };
}

/** Stored metadata, or null when absent, unreadable or not of a known shape. */
export function parseSessionMetadata(raw: string | null): SessionMetadata | null {
  if (raw === null) return null;
  try {
    const parsed = sessionMetadataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface StoredGuest {
  guestSessionId: string | null;
  metadata: string | null;
}

/**
 * The guest session to use on this visit. A live session is kept and its activity refreshed;
 * an expired one gives way to a brand-new session; an id whose metadata was lost keeps the id
 * (the guest's uploads and cart carry it) under fresh metadata. The device is asked about
 * only for a new session: a browser's first Intl call (the time zone) costs some 30 ms.
 */
export function resolveGuestSession(
  stored: StoredGuest,
  context: { now: Date; deviceInfo: () => DeviceInfo; newId: () => string },
): GuestSession {
  const { now, deviceInfo, newId } = context;
  const id = stored.guestSessionId?.trim();
  if (!id) return newGuestSession(newId(), deviceInfo(), now);

  const metadata = parseSessionMetadata(stored.metadata);
  const ours = metadata?.sessionType === 'guest' && metadata.userId === id ? metadata : null;
  if (!ours) return newGuestSession(id, deviceInfo(), now);
  if (isSessionExpired(ours, now)) return newGuestSession(newId(), deviceInfo(), now);
  return { guestSessionId: id, metadata: touchSession(ours, now) };
}
