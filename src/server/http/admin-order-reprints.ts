import type { FastifyInstance } from 'fastify';
import { adminOrderLineParamsSchema, reprintRequestSchema } from '../../shared/api/admin-orders';
import { reprintLine } from '../workflows/reprint-line';
import {
  type AdminOrderRouteDeps,
  ORDER_DETAIL,
  ORDER_NOT_FOUND,
  orderAnswer,
} from './admin-order-answer';
import { defineRoute } from './contract/define-route';
import { fails, jsonBody } from './contract/route-contract';
import { guardOwnerRoutes, OWNER_REFUSALS, ownerOf } from './owner-guard';

/** POST /api/admin/orders/:id/lines/:line/reprint: a free replacement of a line that arrived. */
export function adminOrderReprintRoutes(deps: AdminOrderRouteDeps) {
  return async function adminOrderReprints(app: FastifyInstance) {
    guardOwnerRoutes(app, deps.readViewer);

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/admin/orders/:id/lines/:line/reprint',
        tag: 'Admin',
        summary: 'Send a free replacement of one line (a damaged or misprinted item)',
        description:
          'For an order that has shipped or been delivered. `reason` is kept on the timeline; `quantity` (the whole line when absent) is at most the line’s. The replacement is placed with the print partner as an order of its own, by the order’s shipping method, to its address, at no charge; `notify` (default true) e-mails the shopper once it is placed. The answer’s `reprints` show where each stands.',
        params: adminOrderLineParamsSchema,
        body: jsonBody(reprintRequestSchema),
        answers: {
          200: ORDER_DETAIL,
          ...OWNER_REFUSALS,
          ...ORDER_NOT_FOUND,
          409: fails('The order has not shipped yet.', 'order_not_reprintable'),
          422: fails('No such line, or more than the line has.', 'invalid_request'),
        },
      },
      async ({ params, body }, request) => {
        const asked = { line: params.line, ...body };
        return orderAnswer(
          deps,
          params.id,
          await reprintLine(deps, ownerOf(request), params.id, asked),
        );
      },
    );
  };
}
