import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRY_MS } from '../../shared/constants';
import { createGuestProofs } from './guest-proof';

const SECRET = 'a-test-secret-of-enough-length-000000';
const t0 = new Date('2026-12-03T10:00:00Z');
const at = (ms: number) => () => new Date(t0.getTime() + ms);

/** A proof as the store wrote them before the cookie signer: `id.issuedAt.mac`. */
function proofBeforeSigner(id: string, issued: Date, secret = SECRET) {
  const issuedAt = issued.getTime().toString(36);
  const mac = createHmac('sha256', secret)
    .update(`masterpiece-me guest session v1|${id}|${issuedAt}`)
    .digest('base64url');
  return `${id}.${issuedAt}.${mac}`;
}

describe('guest proofs', () => {
  it('vouch for the guest they were issued to until the session runs out', () => {
    const issued = createGuestProofs(SECRET, at(0)).issue();
    expect(issued.proof.startsWith(`${issued.guestSessionId}.`)).toBe(true);
    const later = createGuestProofs(SECRET, at(SESSION_EXPIRY_MS - 1000));
    expect(later.read(issued.proof)).toMatchObject({
      guestSessionId: issued.guestSessionId,
      expiresAt: new Date(t0.getTime() + SESSION_EXPIRY_MS),
      renew: false,
    });
    expect(createGuestProofs(SECRET, at(SESSION_EXPIRY_MS)).read(issued.proof)).toBeNull();
  });

  it('refuse a proof that was altered, signed with another secret, or is not one', () => {
    const proofs = createGuestProofs(SECRET, at(0));
    const { proof, guestSessionId } = proofs.issue();
    const other = createGuestProofs('another-secret-of-enough-length-11111', at(0)).issue();
    const someoneElse = proof.replace(guestSessionId, other.guestSessionId);
    for (const forged of [`${proof.slice(0, -2)}xx`, other.proof, someoneElse, 'x', '', '...']) {
      expect(proofs.read(forged)).toBeNull();
    }
    expect(proofs.read(undefined)).toBeNull();
  });

  it('keep the guest of a proof made before the signer, and hand it a proof in the new form', () => {
    const id = '0f8e3c52-1d6b-4a8e-9a3e-5c1b2d3e4f50';
    const proofs = createGuestProofs(SECRET, at(60_000));
    const read = proofs.read(proofBeforeSigner(id, t0));
    expect(read).toMatchObject({ guestSessionId: id, renew: true });
    expect(proofs.read(read?.proof)).toMatchObject({
      guestSessionId: id,
      expiresAt: new Date(t0.getTime() + SESSION_EXPIRY_MS),
      renew: false,
    });
    expect(proofs.read(proofBeforeSigner(id, t0, 'another-secret-of-enough-length-11111'))).toBe(
      null,
    );
    const expired = new Date(t0.getTime() - SESSION_EXPIRY_MS);
    expect(proofs.read(proofBeforeSigner(id, expired))).toBeNull();
  });
});
