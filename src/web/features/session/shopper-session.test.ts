import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionMetadataSchema } from '../../../shared/api/session';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import {
  beginAccountSession,
  endAccountSession,
  ensureGuestSession,
  getShopperIdentity,
  isAccountSessionExpired,
  startShopperSession,
} from './shopper-session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const storedMetadata = () =>
  sessionMetadataSchema.parse(JSON.parse(localStorage.getItem(STORAGE_KEYS.sessionMetadata) ?? ''));

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00.000Z') }));
afterEach(() => vi.useRealTimers());

describe('shopper session in local storage', () => {
  it('creates a guest session id and its metadata on the first visit', () => {
    const identity = getShopperIdentity();
    const id = localStorage.getItem(STORAGE_KEYS.guestSessionId);
    expect(id).toMatch(UUID);
    expect(identity).toEqual({ guest_session_id: id });
    expect(storedMetadata()).toMatchObject({
      sessionType: 'guest',
      userId: id,
      createdAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-31T10:00:00.000Z',
      deviceInfo: { language: navigator.language, userAgent: navigator.userAgent },
    });
  });

  it('keeps the same guest across visits', () => {
    const first = ensureGuestSession().guestSessionId;
    expect(getShopperIdentity()).toEqual({ guest_session_id: first });
  });

  it('identifies a signed-in shopper by the account id', () => {
    localStorage.setItem(STORAGE_KEYS.userId, 'user-7');
    expect(getShopperIdentity()).toEqual({ user_id: 'user-7' });
  });

  it('refreshes the last activity every 60 s', () => {
    const stop = startShopperSession();
    const id = localStorage.getItem(STORAGE_KEYS.guestSessionId);
    vi.advanceTimersByTime(59_999);
    expect(storedMetadata().lastActivity).toBe('2026-03-01T10:00:00.000Z');
    vi.advanceTimersByTime(1);
    expect(storedMetadata().lastActivity).toBe('2026-03-01T10:01:00.000Z');
    expect(localStorage.getItem(STORAGE_KEYS.guestSessionId)).toBe(id);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(storedMetadata().lastActivity).toBe('2026-03-01T10:01:00.000Z');
  });
});

describe('signing in and out', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('replaces the guest id with the account id and hands the guest id over once', () => {
    const guest = ensureGuestSession().guestSessionId;
    expect(beginAccountSession('user-1', 'token-1')).toBe(guest);
    expect(localStorage.getItem(STORAGE_KEYS.guestSessionId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('user-1');
    expect(storedMetadata()).toMatchObject({ sessionType: 'authenticated', userId: 'user-1' });
    expect(getShopperIdentity()).toEqual({ user_id: 'user-1', auth_token: 'token-1' });
    // A reload of the same account restores the session and moves nothing again.
    vi.advanceTimersByTime(5000);
    expect(beginAccountSession('user-1', 'token-1')).toBeNull();
    expect(storedMetadata().createdAt).toBe('2026-03-01T10:00:00.000Z');
    expect(storedMetadata().lastActivity).toBe('2026-03-01T10:00:05.000Z');
  });

  it('begins a new guest session on sign-out, not the guest’s of before', () => {
    const guest = ensureGuestSession().guestSessionId;
    beginAccountSession('user-1', 'token-1');
    const next = endAccountSession();
    expect(next.guestSessionId).not.toBe(guest);
    expect(next.guestSessionId).toMatch(UUID);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.guestSession)).toBeNull();
    expect(getShopperIdentity()).toEqual({ guest_session_id: next.guestSessionId });
    expect(storedMetadata()).toMatchObject({ sessionType: 'guest', userId: next.guestSessionId });
  });

  it('says a signed-in session is over 30 days after its sign-in', () => {
    ensureGuestSession();
    beginAccountSession('user-1', null);
    expect(isAccountSessionExpired()).toBe(false);
    vi.advanceTimersByTime(30 * DAY);
    expect(isAccountSessionExpired()).toBe(true);
  });
});
