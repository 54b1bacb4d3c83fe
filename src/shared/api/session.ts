import { z } from 'zod';
import { idSchema, timestampSchema } from './fields';

/** What the browser keeps about its shopper between visits (SPEC §3 "Session metadata"). */
export const deviceInfoSchema = z.object({
  userAgent: z.string().max(1000),
  platform: z.string().max(100),
  language: z.string().max(35),
  timezone: z.string().max(100),
  /** e.g. '1920x1080' */
  screenResolution: z.string().max(20),
  isMobile: z.boolean(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const SESSION_TYPES = ['guest', 'authenticated'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

const sessionBase = {
  createdAt: timestampSchema,
  deviceInfo: deviceInfoSchema,
  /** The guest session id for a guest, the account id once signed in. */
  userId: idSchema,
  lastActivity: timestampSchema,
};

/**
 * A guest session carries its end (`expiresAt`, 30 days on); a signed-in one ends 30 days after
 * its `createdAt` (`SESSION_EXPIRY_MS`).
 */
export const sessionMetadataSchema = z.discriminatedUnion('sessionType', [
  z.object({ ...sessionBase, sessionType: z.literal('guest'), expiresAt: timestampSchema }),
  z.object({ ...sessionBase, sessionType: z.literal('authenticated') }),
]);
export type SessionMetadata = z.infer<typeof sessionMetadataSchema>;
