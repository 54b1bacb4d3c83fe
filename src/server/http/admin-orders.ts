import type { FastifyInstance } from 'fastify';
import {
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  cancelRequestSchema,
  refundRequestSchema,
} from '../../shared/api/admin-orders';
import { createAdminOrdersRepository } from '../db/admin-orders-repository';
import { decodePageCursor } from '../domain/page-cursor';
import { cancelOrder } from '../workflows/cancel-order';
import { refundOrder } from '../workflows/refund-order';
import { resendConfirmation } from '../workflows/resend-confirmation';
import {
  type AdminOrderRouteDeps,
  ORDER_DETAIL,
  ORDER_NOT_FOUND,
  orderAnswer,
} from './admin-order-answer';
import { defineRoute } from './contract/define-route';
import { fails, json, jsonBody } from './contract/route-contract';
import { HttpError } from './errors';
import { guardOwnerRoutes, OWNER_REFUSALS, ownerOf } from './owner-guard';

const UNKNOWN_CURSOR =
  'This page cursor is not one the order list gave; start from the first page.';
const NOT_FOUND = ORDER_NOT_FOUND;
const DETAIL = ORDER_DETAIL;

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
          '`status` keeps one fulfilment status (how far the goods got; a refund does not change it), `payment` one payment status; `q` finds an order number or part of an e-mail; `from` and `to` (instants) keep orders placed at or after `from` and before `to`; `cursor` is the last page’s `next_cursor`. `counts` are per fulfilment status over what every filter but `status` keeps, `payment_counts` per payment status over what every filter but `payment` keeps.',
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
        const { cursor: _cursor, ...filters } = query;
        const [page, counts] = await Promise.all([
          list.list({ ...filters, after }),
          list.counts(filters),
        ]);
        return {
          orders: page.orders,
          next_cursor: page.nextCursor,
          counts: counts.status,
          payment_counts: counts.payment,
        };
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
      async ({ params }) => orderAnswer(deps, params.id),
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/admin/orders/:id/refund',
        tag: 'Admin',
        summary: 'Give back part or all of what the shopper paid',
        description:
          '`amount` in cents, or `line` (its place in the order: the line’s price and its share of the tax, never the shipping); neither gives back all that is left. `reason` goes on the timeline; `notify: false` keeps the shopper’s e-mail back. `idempotency_key` (a UUID the client chooses per refund) makes a repeated request (a double click, a retry) refund nothing more and answer the order as it stands. The refund that gives back the last cent first stops the goods: an order the print partner has not started is cancelled there (or kept from it), so it moves to `cancelled` and then `refunded`; one already started is refunded all the same, and its timeline says so. The shopper is e-mailed once per refund.',
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
        return orderAnswer(
          deps,
          params.id,
          await refundOrder(deps, ownerOf(request), params.id, {
            amount: body.amount,
            line: body.line,
            reason: body.reason,
            notify: body.notify,
            requestKey: body.idempotency_key,
          }),
        );
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/admin/orders/:id/cancel',
        tag: 'Admin',
        summary:
          'Cancel the order at the print partner while it can, refund it and tell the shopper',
        description:
          'Offered (`can_cancel`) only while the partner has not started making it. Once the partner has cancelled, `refund` (default true) gives back all that is left, and `notify` (default true) e-mails the shopper once: the refund’s e-mail says the order is cancelled, a cancel without refund has its own. `reason` goes on the timeline; `idempotency_key` makes a repeated request do nothing more. A refunded order the partner still holds may be cancelled too.',
        params: adminOrderParamsSchema,
        // No body at all takes the defaults: refund and tell.
        body: jsonBody(cancelRequestSchema.default({})),
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
      async ({ params, body }, request) => {
        const terms = {
          refund: body.refund,
          notify: body.notify,
          reason: body.reason,
          requestKey: body.idempotency_key,
        };
        return orderAnswer(
          deps,
          params.id,
          await cancelOrder(deps, ownerOf(request), params.id, terms),
        );
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
        return orderAnswer(
          deps,
          params.id,
          await resendConfirmation(deps, ownerOf(request), params.id),
        );
      },
    );
  };
}

export type { AdminOrderRouteDeps };
