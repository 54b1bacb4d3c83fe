import type { FastifyInstance } from 'fastify';
import { orderNoteRequestSchema } from '../../shared/api/admin-notes';
import { adminOrderDetailSchema, adminOrderParamsSchema } from '../../shared/api/admin-orders';
import { addOrderNote } from '../workflows/add-order-note';
import { type AdminOrderRouteDeps, ORDER_NOT_FOUND, orderAnswer } from './admin-order-answer';
import { defineRoute } from './contract/define-route';
import { json, jsonBody } from './contract/route-contract';
import { guardOwnerRoutes, OWNER_REFUSALS, ownerOf } from './owner-guard';

/** POST /api/admin/orders/:id/notes: the owners' own notes on an order, on its timeline. */
export function adminOrderNoteRoutes(deps: AdminOrderRouteDeps) {
  return async function adminOrderNotes(app: FastifyInstance) {
    guardOwnerRoutes(app, deps.readViewer);

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/admin/orders/:id/notes',
        tag: 'Admin',
        summary: 'Keep a staff note on the order',
        description:
          '`note`: 1 to 2,000 characters once trimmed; line breaks are kept. It shows on the order’s timeline with the owner who wrote it; the shopper never sees it. Answers the order as it now is.',
        params: adminOrderParamsSchema,
        body: jsonBody(orderNoteRequestSchema),
        answers: {
          200: json(adminOrderDetailSchema, 'The order as it now is, the note on its timeline.'),
          ...OWNER_REFUSALS,
          ...ORDER_NOT_FOUND,
        },
      },
      async ({ params, body }, request) =>
        orderAnswer(
          deps,
          params.id,
          await addOrderNote(deps, ownerOf(request), params.id, body.note),
        ),
    );
  };
}
