import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionMetadataSchema } from '../../../shared/api/session';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { ensureGuestSession, getShopperIdentity, startShopperSession } from './shopper-session';

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
