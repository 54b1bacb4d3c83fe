import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SESSION_EXPIRY_MS } from '../../shared/constants';

/** A guest session a proof vouches for, and when the proof runs out. */
export interface ProvenGuest {
  guestSessionId: string;
  expiresAt: Date;
}

/** A guest session the server made, with the cookie value that proves it. */
export interface IssuedGuest extends ProvenGuest {
  proof: string;
}

export interface GuestProofs {
  issue(): IssuedGuest;
  /** The guest a proof vouches for, or null when it is forged, malformed or expired. */
  read(proof: string | undefined): ProvenGuest | null;
}

/** Keeps the guest's MAC apart from anything else the auth secret signs. */
const PURPOSE = 'masterpiece-me guest session v1';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Guest sessions the server vouches for (SPEC §1's guest, with a proof): the id is a random
 * UUID the server picks, and the proof is `id.issuedAt.mac`, an HMAC-SHA256 of both under the
 * auth secret. Nothing is stored: any process with the same secret verifies it. A proof lasts
 * as long as SPEC §9's guest session, 30 days.
 */
export function createGuestProofs(secret: string, clock: () => Date): GuestProofs {
  const mac = (id: string, issuedAt: string) =>
    createHmac('sha256', secret).update(`${PURPOSE}|${id}|${issuedAt}`).digest('base64url');

  return {
    issue() {
      const guestSessionId = randomUUID();
      const now = clock().getTime();
      const issuedAt = now.toString(36);
      return {
        guestSessionId,
        proof: `${guestSessionId}.${issuedAt}.${mac(guestSessionId, issuedAt)}`,
        expiresAt: new Date(now + SESSION_EXPIRY_MS),
      };
    },

    read(proof) {
      const [id, issuedAt, given, ...rest] = proof?.split('.') ?? [];
      if (!id || !issuedAt || !given || rest.length > 0 || !ID.test(id)) return null;
      const expected = Buffer.from(mac(id, issuedAt));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      const issued = Number.parseInt(issuedAt, 36);
      const age = clock().getTime() - issued;
      // A minute's grace for another process whose clock runs a little ahead.
      if (!Number.isFinite(issued) || age <= -60_000 || age >= SESSION_EXPIRY_MS) return null;
      return { guestSessionId: id, expiresAt: new Date(issued + SESSION_EXPIRY_MS) };
    },
  };
}
