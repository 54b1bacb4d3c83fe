import type { FastifyInstance } from 'fastify';
import {
  adminOrderDetailSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  refundRequestSchema,
} from '../../shared/api/admin-orders';
import type { ViewerReader } from '../auth/viewer-reader';
import { createAdminOrdersRepository } from '../db/admin-orders-repository';
import type { JobsRepository } from '../db/jobs-repository';
import { decodePageCursor } from '../domain/page-cursor';
import { cancelOrder, resendConfirmation, resubmitOrder } from '../workflows/owner-order-actions';
import type { OrderActionResult, OwnerOrderDeps } from '../workflows/owner-order-deps';
import { readAdminOrder } from '../workflows/read-admin-order';
import { refundOrder } from '../workflows/refund-order';
import { defineRoute } from './contract/define-route';
import { fails, json, jsonBody } from './contract/route-contract';
import { HttpError } from './errors';
import { guardOwnerRoutes, OWNER_REFUSALS, ownerOf } from './owner-guard';

export interface AdminOrderRouteDeps extends OwnerOrderDeps {
  jobs: JobsRepository;
  readViewer: ViewerReader;
}

/** The order as it now is, or the workflow's refusal as the error answer. */
async function answer(
  deps: AdminOrderRouteDeps,
  id: string,
  done: OrderActionResult = { ok: true },
) {
  const result = done.ok ? await readAdminOrder(deps, id) : done;
  if ('ok' in result) throw new HttpError(result.status, result.code, result.detail);
  return result;
}

const UNKNOWN_CURSOR =
  'This page cursor is not one the order list gave; start from the first page.';
const NOT_FOUND = { 404: fails('No order has this id.', 'order_not_found') } as const;
const DETAIL = json(adminOrderDetailSchema, 'The order as it now is.');

/** The owner's orders: the list, one order, and what the owner may do to it (its files: admin-order-files.ts). */
export function adminOrderRoutes(deps: AdminOrderRouteDeps) {
  const list = createAdminOrdersRepository(deps.db);
  return async function adminOrders(app: FastifyInstance) {
    guardOwnerRoutes(app, deps.readViewer);

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/admin/orders',
        tag: 'Admin',
        summary: 'Every order, newest first, a page at a time',
        description:
          '`status` keeps one status; `q` finds an order number or part of an e-mail; `cursor` is the last page’s `next_cursor`. `counts` are per status over what `q` matches.',
        query: adminOrdersQuerySchema,
        answers: {
          200: json(adminOrdersResponseSchema, 'One page of orders.'),
          400: fails(UNKNOWN_CURSOR, 'invalid_request'),
          ...OWNER_REFUSALS,
        },
      },
      async ({ query }) => {
        const after = query.cursor === undefined ? null : decodePageCursor(query.cursor);
        if (query.cursor !== undefined && !after) {
          throw new HttpError(400, 'invalid_request', UNKNOWN_CURSOR);
        }
        const [page, counts] = await Promise.all([
          list.list({ status: query.status, q: query.q, after }),
          list.counts(query.q),
        ]);
        return { orders: page.orders, next_cursor: page.nextCursor, counts };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/admin/orders/:id',
        tag: 'Admin',
        summary: 'One order: lines, address, money, payment, the partner and its timeline',
        params: adminOrderParamsSchema,
        answers: { 200: DETAIL, ...OWNER_REFUSALS, ...NOT_FOUND },
      },
      async ({ params }) => answer(deps, params.id),
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/admin/orders/:id/refund',
        tag: 'Admin',
        summary: 'Give back part or all of what the shopper paid',
        description:
          '`amount` in cents; absent gives back all that is left. `idempotency_key` (a UUID the client chooses per refund) makes a repeated request (a double click, a retry) refund nothing more and answer the order as it stands. The refund that gives back the last cent first stops the goods: an order the print partner has not started is cancelled there (or kept from it), so it moves to `cancelled` and then `refunded`; one already started is refunded all the same, and its timeline says so. The shopper is e-mailed once per refund.',
        params: adminOrderParamsSchema,
        body: jsonBody(refundRequestSchema),
        answers: {
          200: DETAIL,
          ...OWNER_REFUSALS,
          ...NOT_FOUND,
          409: fails('The card processor refused the refund.', 'refund_refused'),
          422: fails(
            'More than is left to refund, or nothing is left.',
            'refund_exceeds_remaining',
            'nothing_to_refund',
          ),
          503: fails(
            'The card processor, or the print partner that must stop the goods first, could not be reached.',
            'service_unavailable',
          ),
        },
      },
      async ({ params, body }, request) => {
        return answer(
          deps,
          params.id,
          await refundOrder(deps, ownerOf(request), params.id, body.amount, body.idempotency_key),
        );
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/admin/orders/:id/resubmit',
        tag: 'Admin',
        summary: 'Send a needs-attention order to the print partner again',
        params: adminOrderParamsSchema,
        answers: {
          200: DETAIL,
          ...OWNER_REFUSALS,
          ...NOT_FOUND,
          409: fails('The order does not need attention.', 'order_not_resubmittable'),
        },
      },
      async ({ params }, request) => {
        return answer(deps, params.id, await resubmitOrder(deps, ownerOf(request), params.id));
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/admin/orders/:id/cancel',
        tag: 'Admin',
        summary: 'Cancel the order at the print partner while it still allows it',
        description:
          'Gives no money back: refund the order for that. A refunded order the partner still holds may be cancelled too.',
        params: adminOrderParamsSchema,
        answers: {
          200: DETAIL,
          ...OWNER_REFUSALS,
          ...NOT_FOUND,
          409: fails(
            'Too late: the partner has started it (its status is in the detail), or it is final.',
            'partner_cancel_refused',
            'order_not_cancellable',
          ),
          503: fails('The print partner could not be reached.', 'service_unavailable'),
        },
      },
      async ({ params }, request) => {
        return answer(deps, params.id, await cancelOrder(deps, ownerOf(request), params.id));
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/admin/orders/:id/resend-confirmation',
        tag: 'Admin',
        summary: 'E-mail the shopper their order confirmation again',
        params: adminOrderParamsSchema,
        answers: { 200: DETAIL, ...OWNER_REFUSALS, ...NOT_FOUND },
      },
      async ({ params }, request) => {
        return answer(deps, params.id, await resendConfirmation(deps, ownerOf(request), params.id));
      },
    );
  };
}
