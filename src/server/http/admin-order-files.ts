import type { FastifyInstance } from 'fastify';
import { adminOrderLineParamsSchema } from '../../shared/api/admin-orders';
import type { ViewerReader } from '../auth/viewer-reader';
import { type LineArtworkDeps, readLineArtwork } from '../workflows/read-line-artwork';
import { readLinePrintFile } from '../workflows/read-line-print-file';
import { defineRoute } from './contract/define-route';
import { fails, plain } from './contract/route-contract';
import { orderRefusalError } from './order-refusal-error';
import { guardOwnerRoutes, OWNER_REFUSALS } from './owner-guard';

/**
 * The files behind an order's lines, for the shop's owners only: the artwork each made line
 * was painted as, at full size, and the file the partner prints. Never public, never cached.
 */
export function adminOrderFileRoutes(deps: LineArtworkDeps & { readViewer: ViewerReader }) {
  return async function adminOrderFiles(app: FastifyInstance) {
    guardOwnerRoutes(app, deps.readViewer);

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/admin/orders/:id/lines/:line/print-file',
        tag: 'Admin',
        summary: 'The file the partner prints for one line, made now if it is not yet',
        description:
          'Owners only: print files are full size and never public. `line` counts from 0. A catalogue product’s line has none of its own.',
        params: adminOrderLineParamsSchema,
        answers: {
          200: plain('The print file, a JPEG at the print area’s size and dpi.', 'image/jpeg'),
          ...OWNER_REFUSALS,
          404: fails(
            'No order has this id, or the line has no print file of its own.',
            'not_found',
          ),
        },
      },
      async ({ params }, _request, reply) => {
        const found = await readLinePrintFile(deps, params.id, params.line);
        if ('ok' in found) throw orderRefusalError(found);
        return reply
          .type('image/jpeg')
          .header('content-disposition', `inline; filename="${found.name}"`)
          .send(found.file);
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/admin/orders/:id/lines/:line/artwork',
        tag: 'Admin',
        summary: 'The artwork a line was made from, at full size',
        description: 'Owners only: shoppers see a marked preview until they have paid for it.',
        params: adminOrderLineParamsSchema,
        answers: {
          200: plain('The artwork, a JPEG.', 'image/jpeg'),
          ...OWNER_REFUSALS,
          404: fails('No order has this id, or the line has no artwork of its own.', 'not_found'),
        },
      },
      async ({ params }, _request, reply) => {
        const found = await readLineArtwork(deps, params.id, params.line);
        if ('ok' in found) throw orderRefusalError(found);
        return reply
          .type('image/jpeg')
          .header('content-disposition', `inline; filename="${found.name}"`)
          .send(found.file);
      },
    );
  };
}
