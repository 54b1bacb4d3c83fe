import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import { SESSION_EXPIRY_MS } from '../../shared/constants';

/** A guest session a proof vouches for, and when the proof runs out. */
export interface ProvenGuest {
  guestSessionId: string;
  expiresAt: Date;
}

/** A guest session with the cookie value that proves it. */
export interface IssuedGuest extends ProvenGuest {
  proof: string;
}

/** A proof read from a cookie: `renew` when the browser should be sent `proof` in its place. */
export interface ReadGuest extends IssuedGuest {
  renew: boolean;
}

export interface GuestProofs {
  issue(): IssuedGuest;
  /** The guest a proof vouches for, or null when it is forged, malformed or expired. */
  read(proof: string | undefined): ReadGuest | null;
}

/** Keeps the guest's key apart from anything else the auth secret signs. */
const PURPOSE = 'masterpiece-me guest session v1';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Guest sessions the server vouches for (SPEC §1's guest, with a proof): the id is a random
 * UUID the server picks, and the proof is `id.issuedAt` signed by @fastify/cookie's signer
 * (HMAC-SHA256) under a key drawn from the auth secret. Nothing is stored: any process with the
 * same secret verifies it. A proof lasts as long as SPEC §9's guest session, 30 days.
 */
export function createGuestProofs(secret: string, clock: () => Date): GuestProofs {
  const signer = new Signer(createHmac('sha256', secret).update(PURPOSE).digest());
  /** `kept` is the proof as the browser sent it, when it may stay; otherwise one is signed. */
  const proven = (id: string, issuedAt: string, kept?: string): ReadGuest | null => {
    const issued = Number.parseInt(issuedAt, 36);
    const age = clock().getTime() - issued;
    // A minute's grace for another process whose clock runs a little ahead.
    if (!ID.test(id) || !Number.isFinite(issued) || age <= -60_000 || age >= SESSION_EXPIRY_MS) {
      return null;
    }
    return {
      guestSessionId: id,
      proof: kept ?? signer.sign(`${id}.${issuedAt}`),
      expiresAt: new Date(issued + SESSION_EXPIRY_MS),
      renew: kept === undefined,
    };
  };
  const readSigned = (proof: string) => {
    const { valid, renew, value } = signer.unsign(proof);
    const [id, issuedAt, ...rest] = value?.split('.') ?? [];
    if (!valid || !id || !issuedAt || rest.length > 0) return null;
    return proven(id, issuedAt, renew ? undefined : proof);
  };

  /**
   * Proofs made before the signer (until 2026-12-03) were `id.issuedAt.mac` with our own
   * HMAC. A browser holding one keeps its guest, and its cookie is renewed in the new form.
   * Issue 39: this goes once the last of them has run out, 30 days after that deploy.
   */
  const readBeforeSigner = (proof: string) => {
    const [id, issuedAt, given, ...rest] = proof.split('.');
    if (!id || !issuedAt || !given || rest.length > 0) return null;
    const expected = Buffer.from(
      createHmac('sha256', secret).update(`${PURPOSE}|${id}|${issuedAt}`).digest('base64url'),
    );
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    return proven(id, issuedAt);
  };

  return {
    issue() {
      const guestSessionId = randomUUID();
      const now = clock().getTime();
      return {
        guestSessionId,
        proof: signer.sign(`${guestSessionId}.${now.toString(36)}`),
        expiresAt: new Date(now + SESSION_EXPIRY_MS),
      };
    },

    read(proof) {
      if (!proof) return null;
      return readSigned(proof) ?? readBeforeSigner(proof);
    },
  };
}
