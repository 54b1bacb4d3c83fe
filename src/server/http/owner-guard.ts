import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OWNER_MESSAGES } from '../../shared/api/admin';
import type { Viewer, ViewerReader } from '../auth/viewer-reader';
import type { OwnerActor } from '../domain/owners/owner-action';
import { fails } from './contract/route-contract';
import { HttpError } from './errors';
import { credentials } from './request-account';

/** A signed-in shop owner, as an owner route's handler is given them. */
export type ShopOwner = OwnerActor & { accountId: string };

/** The refusals every owner route declares in its contract: spread into its `answers`. */
export const OWNER_REFUSALS = {
  401: fails('Not signed in.', 'sign_in_required'),
  403: fails(
    'Signed in, but not as a shop owner; `owner_unverified` when the account’s address is an owner’s but not yet verified.',
    'owner_only',
    'owner_unverified',
  ),
} as const;

/** The owner a viewer is, or the refusal: 401 for nobody, 403 for a shopper. */
export function ownerOrRefusal(viewer: Viewer): ShopOwner {
  if (viewer.kind === 'signed-out') {
    throw new HttpError(401, 'sign_in_required', OWNER_MESSAGES.signIn);
  }
  if (viewer.kind === 'shopper' && viewer.unverifiedOwner) {
    throw new HttpError(403, 'owner_unverified', OWNER_MESSAGES.verify);
  }
  if (viewer.kind === 'shopper') throw new HttpError(403, 'owner_only', OWNER_MESSAGES.ownersOnly);
  return { accountId: viewer.accountId, email: viewer.email };
}

const owners = new WeakMap<FastifyRequest, ShopOwner>();

/**
 * Makes every route registered in this plugin (`app`, encapsulated) an owner route: before the
 * body is even read, nobody is answered 401 and a shopper 403. Handlers read who the owner is
 * with `ownerOf(request)`. No owner's answer is kept by a browser or a proxy.
 */
export function guardOwnerRoutes(app: FastifyInstance, readViewer: ViewerReader): void {
  app.addHook('onRequest', async (request) => {
    owners.set(request, ownerOrRefusal(await readViewer(credentials(request))));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** The owner `guardOwnerRoutes` let through; only called inside a guarded plugin. */
export function ownerOf(request: FastifyRequest): ShopOwner {
  const owner = owners.get(request);
  if (!owner) throw new Error('ownerOf called on a route without guardOwnerRoutes');
  return owner;
}
