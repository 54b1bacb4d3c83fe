import { createHash } from 'node:crypto';
import type { ShopOwnersRepository } from '../db/shop-owners-repository';

/**
 * Every shop owner's address, to tell them things: those named in SHOP_OWNER_EMAILS and those
 * granted from the command line, each once, in order.
 */
export function shopOwnerEmails(
  configured: ReadonlySet<string>,
  granted: Pick<ShopOwnersRepository, 'list'>,
): () => Promise<string[]> {
  return async () => [...new Set([...configured, ...(await granted.list())])].sort();
}

/**
 * An owner's address as a message id's part: the same for the same owner, and free of the
 * `@` a Message-ID keeps for its own domain.
 */
export const ownerKey = (email: string) =>
  createHash('sha256').update(email).digest('hex').slice(0, 16);
