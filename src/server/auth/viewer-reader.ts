import type { ShopOwnersRepository } from '../db/shop-owners-repository';
import { isShopOwner } from '../domain/owners/shop-owner';
import type { Auth } from './create-auth';

/** Who is asking: nobody, a shopper's account, or a shop owner's. */
export type Viewer =
  | { kind: 'signed-out' }
  /** `unverifiedOwner`: an owner's address, not yet proven (the back office says to verify it). */
  | { kind: 'shopper'; accountId: string; unverifiedOwner?: true }
  | { kind: 'owner'; accountId: string; email: string };

/** The viewer these credentials (cookie or bearer token) prove. */
export type ViewerReader = (credentials: Headers) => Promise<Viewer>;

export interface ViewerReaderDeps {
  /** SHOP_OWNER_EMAILS, lower-case. */
  configuredOwners: ReadonlySet<string>;
  shopOwners: Pick<ShopOwnersRepository, 'isGranted'>;
}

/**
 * Reads the role afresh on every request, so a revoked owner (or one taken off
 * SHOP_OWNER_EMAILS and restarted) loses the back office at the next click, not at sign-out.
 */
export function createViewerReader(auth: Auth, deps: ViewerReaderDeps): ViewerReader {
  return async (credentials) => {
    const found = await auth.api.getSession({ headers: credentials });
    if (!found) return { kind: 'signed-out' };
    const { user } = found;
    const granted = await deps.shopOwners.isGranted(user.email);
    if (!isShopOwner(user, deps.configuredOwners, granted)) {
      // The account may be the owner's, once the address is proven: it is told so, and nothing more.
      const named = isShopOwner({ ...user, emailVerified: true }, deps.configuredOwners, granted);
      return { kind: 'shopper', accountId: user.id, ...(named && { unverifiedOwner: true }) };
    }
    return { kind: 'owner', accountId: user.id, email: user.email };
  };
}
