import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { adminOrdersExportQuerySchema } from '../../shared/api/admin-orders';
import type { ViewerReader } from '../auth/viewer-reader';
import { createAdminOrdersExportRepository } from '../db/admin-orders-export-repository';
import type { Db } from '../db/database';
import { type CsvOrder, ORDER_CSV_HEADER, orderCsvRows } from '../domain/orders/order-csv';
import { defineRoute } from './contract/define-route';
import { plain, type RateLimit } from './contract/route-contract';
import { HttpError } from './errors';
import { guardOwnerRoutes, OWNER_REFUSALS } from './owner-guard';

export interface AdminOrdersExportDeps {
  db: Db;
  readViewer: ViewerReader;
  clock?: () => Date;
}

/** Each export reads every order it keeps: enough for an owner, too few to wear the database. */
const EXPORTS: RateLimit = {
  perMinute: 10,
  refusal: () =>
    new HttpError(429, 'rate_limited', 'Too many exports. Please wait a minute and try again.'),
};

/**
 * The export's text, a batch of orders at a time: the header, then each batch's rows as one
 * chunk, read from the database only as the client takes them (a stream's back-pressure).
 */
async function* csvChunks(batches: AsyncGenerator<CsvOrder[]>): AsyncGenerator<string> {
  yield ORDER_CSV_HEADER;
  for await (const orders of batches) yield orders.map(orderCsvRows).join('');
}

/** The owner's orders as a spreadsheet: the list's filters, one row per order line. */
export function adminOrdersExportRoutes(deps: AdminOrdersExportDeps) {
  const exports = createAdminOrdersExportRepository(deps.db);
  const today = () => (deps.clock?.() ?? new Date()).toISOString().slice(0, 10);
  return async function adminOrdersExport(app: FastifyInstance) {
    guardOwnerRoutes(app, deps.readViewer);

    defineRoute(
      app,
      {
        method: 'GET',
        // A static path: the router matches it before the parametric /api/admin/orders/:id.
        url: '/api/admin/orders/export.csv',
        tag: 'Admin',
        summary: 'The orders the list’s filters keep, as CSV: one row per order line',
        description:
          'The filters of GET /api/admin/orders (`status`, `payment`, `q`, `from`, `to`), no pages: every order they keep, newest first, streamed. A header row, then one row per line with the order’s facts repeated; money in dollars with two decimals; a cell that a spreadsheet would run as a formula starts with an apostrophe.',
        query: adminOrdersExportQuerySchema,
        answers: {
          200: plain('The orders as CSV (RFC 4180), UTF-8.', 'text/csv'),
          ...OWNER_REFUSALS,
        },
        rateLimit: EXPORTS,
      },
      async ({ query }, _request, reply) => {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${today()}.csv"`)
          .send(Readable.from(csvChunks(exports.batches(query))));
      },
    );
  };
}
