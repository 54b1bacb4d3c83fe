import { describe, expect, it } from 'vitest';
import { sessionMetadataSchema } from './session';

const deviceInfo = {
  userAgent: 'Mozilla/5.0',
  platform: 'MacIntel',
  language: 'en-US',
  timezone: 'America/New_York',
  screenResolution: '1920x1080',
  isMobile: false,
};
const base = {
  createdAt: '2026-01-01T00:00:00.000Z',
  lastActivity: '2026-01-02T00:00:00.000Z',
  deviceInfo,
};

describe('session metadata', () => {
  it('requires a guest session to say when it expires', () => {
    const guest = { ...base, sessionType: 'guest', userId: 'guest_abc' };
    expect(sessionMetadataSchema.safeParse(guest).success).toBe(false);
    const withExpiry = { ...guest, expiresAt: '2026-01-31T00:00:00.000Z' };
    expect(sessionMetadataSchema.parse(withExpiry)).toEqual(withExpiry);
  });

  it('accepts a signed-in session without expiry and refuses unknown session types', () => {
    const user = { ...base, sessionType: 'authenticated', userId: 'user_1' };
    expect(sessionMetadataSchema.parse(user)).toEqual(user);
    expect(sessionMetadataSchema.safeParse({ ...user, sessionType: 'admin' }).success).toBe(false);
  });
});
