import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '../../shared/validation/text';
import type { AccountReader } from '../auth/account-reader';
import { type BoughtArtworkDeps, readBoughtArtwork } from '../workflows/read-bought-artwork';
import { defineRoute } from './contract/define-route';
import { fails, plain, type RateLimit } from './contract/route-contract';
import { HttpError } from './errors';
import { requireAccount } from './request-account';

const NOT_BOUGHT =
  'We could not find this artwork on your order. Please open it from your order page.';
const REFUNDED = 'This order was refunded, so its artwork can no longer be downloaded.';
const LIMIT: RateLimit = {
  perMinute: 30,
  refusal: () =>
    new HttpError(429, 'rate_limited', 'Too many downloads. Please wait a minute and try again.'),
};

/**
 * GET /api/orders/{id}/artworks/{jobId}: the full artwork an order paid for, for the order's
 * readers only (its e-mail link's token, or its signed-in customer). Before that order exists
 * nobody gets more than the marked preview.
 */
export function boughtArtworkRoutes(deps: BoughtArtworkDeps & { readAccount: AccountReader }) {
  return async function boughtArtworks(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/orders/:id/artworks/:jobId',
        tag: 'Checkout',
        summary: 'Download the full artwork an order paid for',
        description:
          'For the holder of the order’s e-mail link (`token`) or its signed-in customer. The JPEG downloads as `masterpiece-me-<style>-<order>.jpg`.',
        params: z.object({ id: text().min(1).max(64), jobId: text().min(1).max(64) }),
        query: z.object({
          token: text().min(1).max(128).optional(),
          /** The line's product: which variation of the job it printed. */
          product: text().min(1).max(128).optional(),
        }),
        answers: {
          200: plain('The artwork at full size.', 'image/jpeg'),
          401: fails('No token, and not signed in.', 'sign_in_required'),
          403: fails(REFUNDED, 'order_refunded'),
          404: fails(
            'No such order for this reader, or it does not print this artwork.',
            'not_found',
          ),
        },
        rateLimit: LIMIT,
        refuseInput: () => {
          throw new HttpError(404, 'not_found', NOT_BOUGHT);
        },
      },
      async ({ params, query: { token, product } }, request, reply) => {
        const reader = token
          ? { token }
          : { customerId: await requireAccount(deps.readAccount, request) };
        const found = await readBoughtArtwork(deps, params.id, params.jobId, reader, product);
        if (!found.ok) {
          throw found.refusal === 'order_refunded'
            ? new HttpError(403, 'order_refunded', REFUNDED)
            : new HttpError(404, 'not_found', NOT_BOUGHT);
        }
        return reply
          .type('image/jpeg')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${found.fileName}"`)
          .send(found.jpeg);
      },
    );
  };
}
