import { describe, expect, it } from 'vitest';
import { sessionMetadataSchema } from '../../../shared/api/session';
import {
  isSessionExpired,
  newAccountSession,
  newGuestSession,
  resolveGuestSession,
  touchSession,
} from './session-metadata';

const deviceInfo = {
  userAgent: 'Mozilla/5.0 (iPhone)',
  platform: 'iPhone',
  language: 'en-US',
  timezone: 'America/New_York',
  screenResolution: '390x844',
  isMobile: true,
};
const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-03-01T10:00:00.000Z');
let counter = 0;
const context = (now: Date) => ({
  now,
  deviceInfo: () => deviceInfo,
  newId: () => `new-${++counter}`,
});

describe('guest session', () => {
  it('is created with the SPEC fields and expires 30 days later', () => {
    const session = newGuestSession('g-1', deviceInfo, start);
    expect(session.metadata).toEqual({
      createdAt: '2026-03-01T10:00:00.000Z',
      deviceInfo,
      sessionType: 'guest',
      userId: 'g-1',
      lastActivity: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-31T10:00:00.000Z',
    });
    expect(sessionMetadataSchema.safeParse(session.metadata).success).toBe(true);
  });

  it('is created when storage holds none', () => {
    const session = resolveGuestSession({ guestSessionId: null, metadata: null }, context(start));
    expect(session.guestSessionId).toMatch(/^new-/);
    expect(session.metadata.userId).toBe(session.guestSessionId);
  });

  it('is restored on a later visit, with its activity brought up to date', () => {
    const stored = newGuestSession('g-1', deviceInfo, start);
    const later = new Date(start.getTime() + 5 * DAY);
    const session = resolveGuestSession(
      { guestSessionId: 'g-1', metadata: JSON.stringify(stored.metadata) },
      context(later),
    );
    expect(session.guestSessionId).toBe('g-1');
    expect(session.metadata).toEqual({ ...stored.metadata, lastActivity: later.toISOString() });
  });

  it('is renewed as a new session once expired', () => {
    const stored = newGuestSession('g-1', deviceInfo, start);
    const expired = new Date(start.getTime() + 30 * DAY);
    const session = resolveGuestSession(
      { guestSessionId: 'g-1', metadata: JSON.stringify(stored.metadata) },
      context(expired),
    );
    expect(session.guestSessionId).not.toBe('g-1');
    expect(session.metadata.createdAt).toBe(expired.toISOString());
    expect(Date.parse(session.metadata.expiresAt)).toBe(expired.getTime() + 30 * DAY);
  });

  it.each([
    ['missing', null],
    ['unreadable', '{oops'],
    ['of another guest', JSON.stringify(newGuestSession('g-2', deviceInfo, start).metadata)],
  ])('keeps the id under fresh metadata when the metadata is %s', (_label, metadata) => {
    const session = resolveGuestSession({ guestSessionId: 'g-1', metadata }, context(start));
    expect(session.guestSessionId).toBe('g-1');
    expect(session.metadata).toMatchObject({ userId: 'g-1', sessionType: 'guest' });
  });
});

describe('signed-in session', () => {
  it('carries the account id and no expiry of its own', () => {
    const metadata = newAccountSession('user-1', deviceInfo, start);
    expect(metadata).toEqual({
      createdAt: '2026-03-01T10:00:00.000Z',
      deviceInfo,
      sessionType: 'authenticated',
      userId: 'user-1',
      lastActivity: '2026-03-01T10:00:00.000Z',
    });
    expect(sessionMetadataSchema.safeParse(metadata).success).toBe(true);
  });

  it('fails the 30-day check 30 days after its sign-in, however active', () => {
    const metadata = newAccountSession('user-1', deviceInfo, start);
    const almost = new Date(start.getTime() + 30 * DAY - 1);
    expect(isSessionExpired(touchSession(metadata, almost), almost)).toBe(false);
    const due = new Date(start.getTime() + 30 * DAY);
    expect(isSessionExpired(touchSession(metadata, due), due)).toBe(true);
  });
});
