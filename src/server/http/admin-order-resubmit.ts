import type { FastifyInstance } from 'fastify';
import { adminOrderParamsSchema, resubmitRequestSchema } from '../../shared/api/admin-orders';
import { resubmitOrder } from '../workflows/resubmit-order';
import {
  type AdminOrderRouteDeps,
  ORDER_DETAIL,
  ORDER_NOT_FOUND,
  orderAnswer,
} from './admin-order-answer';
import { defineRoute } from './contract/define-route';
import { fails, jsonBody } from './contract/route-contract';
import { guardOwnerRoutes, OWNER_REFUSALS, ownerOf } from './owner-guard';

/** POST /api/admin/orders/:id/resubmit: a needs-attention order to the partner again, fixed. */
export function adminOrderResubmitRoutes(deps: AdminOrderRouteDeps) {
  return async function adminOrderResubmit(app: FastifyInstance) {
    guardOwnerRoutes(app, deps.readViewer);

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/admin/orders/:id/resubmit',
        tag: 'Admin',
        summary:
          'Send a needs-attention order to the print partner again, its address or options fixed',
        description:
          '`address`, when given, replaces the shipping address first (an address the partner refused); `lines` change lines to one of their `variant_choices` (another size or colour of the same product at the price paid, for one the partner no longer makes). The audit log keeps before and after. An order the partner already holds is changed in the partner’s dashboard.',
        params: adminOrderParamsSchema,
        // No body at all resubmits the order as it is.
        body: jsonBody(resubmitRequestSchema.default({})),
        answers: {
          200: ORDER_DETAIL,
          ...OWNER_REFUSALS,
          ...ORDER_NOT_FOUND,
          409: fails(
            'The order does not need attention, or the partner already holds it.',
            'order_not_resubmittable',
          ),
          422: fails('No such line, or an option the line may not change to.', 'invalid_request'),
        },
      },
      async ({ params, body }, request) => {
        const fix = {
          address: body.address,
          lines: body.lines?.map(({ line, variant_id }) => ({ line, variantId: variant_id })),
        };
        return orderAnswer(
          deps,
          params.id,
          await resubmitOrder(deps, ownerOf(request), params.id, fix),
        );
      },
    );
  };
}
