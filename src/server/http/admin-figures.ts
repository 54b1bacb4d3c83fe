import type { FastifyInstance } from 'fastify';
import { adminFiguresQuerySchema, adminFiguresSchema } from '../../shared/api/admin-figures';
import type { ViewerReader } from '../auth/viewer-reader';
import { createAdminFiguresRepository } from '../db/admin-figures-repository';
import type { Db } from '../db/database';
import { orderFigures } from '../domain/orders/order-figures';
import { defineRoute } from './contract/define-route';
import { json } from './contract/route-contract';
import { guardOwnerRoutes, OWNER_REFUSALS } from './owner-guard';

/** The shop's figures for a range of days: what was sold, given back, and of what. */
export function adminFiguresRoutes(deps: { db: Db; readViewer: ViewerReader }) {
  const figures = createAdminFiguresRepository(deps.db);
  return async function adminFigures(app: FastifyInstance) {
    guardOwnerRoutes(app, deps.readViewer);

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/admin/figures',
        tag: 'Admin',
        summary: 'Orders, revenue, refunds and average order for a range, by product and style',
        description:
          'Over the orders placed at or after `from` and before `to` (instants): `revenue` sums their totals, `refunds` what was given back of them, `net` the difference, `average_order` revenue per order. `by_product` and `by_style` sum their lines (units and unit price × quantity), highest revenue first; catalogue lines count under the style "Catalogue". Money in cents.',
        query: adminFiguresQuerySchema,
        answers: {
          200: json(adminFiguresSchema, 'The figures for the range.'),
          ...OWNER_REFUSALS,
        },
      },
      async ({ query }) => {
        const range = { from: query.from, to: query.to };
        const [sums, lines] = await Promise.all([
          figures.orderSums(range),
          figures.lineGroups(range),
        ]);
        return orderFigures(range, sums, lines);
      },
    );
  };
}
