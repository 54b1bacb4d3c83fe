import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ArtworkSummary, artworksPageSchema } from '../../shared/api/artworks';
import { text } from '../../shared/validation/text';
import { jobArtwork } from '../artworks/job-artwork';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import type { ArtworksRepository } from '../db/artworks-repository';
import type { JobRow } from '../db/jobs-repository';
import { ownsJob } from '../domain/job-owner';
import { decodePageCursor } from '../domain/page-cursor';
import { quotaOwnerKey } from '../domain/quota-owner';
import { type ForgetArtworkDeps, forgetArtwork } from '../workflows/forget-artwork';
import { defineRoute } from './contract/define-route';
import { fails, json, plain, type RateLimit } from './contract/route-contract';
import { HttpError } from './errors';
import { requireRequester } from './request-requester';

export interface ArtworkRouteDeps extends ForgetArtworkDeps {
  artworks: ArtworksRepository;
  readAccount: AccountReader;
  guestProofs: GuestProofs;
  /** Drops a forgotten job's answer wherever this process kept it (jobs.ts). */
  forgetKeptJob: (id: string) => void;
}

const NOT_FOUND = 'We could not find this artwork. It may have been deleted already.';
const ORDERED =
  'This artwork is on one of your orders, so we keep it for that order. It cannot be deleted.';
const UNKNOWN_CURSOR = 'This page cursor is not one the list gave; start from the first page.';
const LIMIT: RateLimit = {
  perMinute: 60,
  refusal: () =>
    new HttpError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.'),
};

function summary(job: JobRow & { ordered: boolean }): ArtworkSummary {
  return {
    ordered: job.ordered,
    id: job.id,
    created_at: new Date(job.created_at).toISOString(),
    style_id: job.style_id,
    custom_prompt: job.custom_prompt,
    image_url: jobArtwork(job)?.previewUrl ?? '',
  };
}

/**
 * My artworks: every finished artwork of the signed-in account (claimed guest art included),
 * else of this browser's guest, newest first; and deleting one, with all its media, unless an
 * order prints it.
 */
export function artworkRoutes(deps: ArtworkRouteDeps) {
  return async function artworksPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/artworks',
        tag: 'Generation',
        summary: 'My artworks: the shopper’s finished artworks, newest first',
        description:
          'The signed-in account’s (guest art claimed at sign-in included), else the proven guest’s; 24 a page, `next_cursor` to the next.',
        query: z.object({ cursor: text().min(1).max(400).optional() }),
        answers: {
          200: json(artworksPageSchema, 'A page of artworks.'),
          400: fails(UNKNOWN_CURSOR, 'invalid_request'),
          401: fails('No proof of who is asking.', 'guest_session_unproven'),
        },
        rateLimit: LIMIT,
      },
      async ({ query }, request) => {
        const asking = await requireRequester(deps, request);
        const after = query.cursor === undefined ? null : decodePageCursor(query.cursor);
        if (query.cursor !== undefined && !after) {
          throw new HttpError(400, 'invalid_request', UNKNOWN_CURSOR);
        }
        const owner = asking.accountId
          ? { user_id: asking.accountId }
          : { guest_session_id: asking.guestSessionId };
        const page = await deps.artworks.page(quotaOwnerKey(owner, ''), after);
        return { artworks: page.jobs.map(summary), next_cursor: page.nextCursor };
      },
    );

    defineRoute(
      app,
      {
        method: 'DELETE',
        url: '/api/artworks/:id',
        tag: 'Generation',
        summary: 'Delete one of my artworks, its photo and its mock-ups',
        description:
          'Its images answer 404 from then on. An artwork an order prints (or a checkout being paid) is kept for that order: 409.',
        params: z.object({ id: z.string().uuid() }),
        answers: {
          204: plain('Deleted.'),
          401: fails('No proof of who is asking.', 'guest_session_unproven'),
          404: fails(NOT_FOUND, 'not_found'),
          409: fails(ORDERED, 'artwork_ordered'),
        },
        rateLimit: LIMIT,
        refuseInput: () => {
          throw new HttpError(404, 'not_found', NOT_FOUND);
        },
      },
      async ({ params }, request, reply) => {
        const asking = await requireRequester(deps, request);
        const job = await deps.jobs.findById(params.id);
        const finished = job?.status === 'completed' || job?.status === 'failed';
        if (!job || !finished || !ownsJob(job, asking)) {
          throw new HttpError(404, 'not_found', NOT_FOUND);
        }
        if (await deps.artworks.isNeededForOrder(job.id)) {
          throw new HttpError(409, 'artwork_ordered', ORDERED);
        }
        await forgetArtwork(deps, job);
        deps.forgetKeptJob(job.id);
        return reply.status(204).send();
      },
    );
  };
}
