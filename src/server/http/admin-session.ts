import type { FastifyInstance } from 'fastify';
import { adminSessionResponseSchema } from '../../shared/api/admin';
import type { ViewerReader } from '../auth/viewer-reader';
import { defineRoute } from './contract/define-route';
import { json } from './contract/route-contract';
import { guardOwnerRoutes, OWNER_REFUSALS, ownerOf } from './owner-guard';

/** GET /api/admin/session: whether the back office opens for this browser, and as whom. */
export function adminSessionRoutes(readViewer: ViewerReader) {
  return async function adminSession(app: FastifyInstance) {
    guardOwnerRoutes(app, readViewer);
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/admin/session',
        tag: 'Admin',
        summary: 'The signed-in shop owner',
        description: 'The back office asks first: 401 signed out, 403 for a shopper’s account.',
        answers: {
          200: json(adminSessionResponseSchema, 'The owner’s e-mail.'),
          ...OWNER_REFUSALS,
        },
      },
      async (_input, request, reply) => {
        reply.header('cache-control', 'no-store');
        return { email: ownerOf(request).email };
      },
    );
  };
}
