import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  pickedVariationSchema,
  variationIndexSchema,
  variationsResponseSchema,
} from '../../shared/api/variations';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import type { JobRow, JobsRepository } from '../db/jobs-repository';
import { ownsJob } from '../domain/job-owner';
import type { ArtEngine } from '../ports/art-engine';
import { listVariations, type PickVariationDeps, pickVariation } from '../workflows/pick-variation';
import { defineRoute } from './contract/define-route';
import { fails, json, type RateLimit } from './contract/route-contract';
import { HttpError } from './errors';
import { requireRequester } from './request-requester';

export interface JobVariationRouteDeps extends Omit<PickVariationDeps, 'paintedBy'> {
  jobs: JobsRepository;
  artEngine: ArtEngine;
  readAccount: AccountReader;
  guestProofs: GuestProofs;
  clock: () => Date;
  /** Variations a creation paints (ART_VARIATIONS). */
  variationsPerCreation: number;
}

const NOT_FOUND = 'We could not find this artwork. It may have been deleted.';
const NOT_READY = 'This variation is still being painted. Please try again in a moment.';
/** A first pick makes mock-ups, a second of a thread's time: as many as a shopper could want. */
const PICKS: RateLimit = {
  perMinute: 30,
  refusal: () =>
    new HttpError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.'),
};

const params = z.object({ id: z.string().uuid() });

/**
 * A creation's variations (issue 36): GET lists those painted so far, POST …/pick gives the
 * products made from one. Both for the job's owner only; anyone else is told it is not there.
 */
export function jobVariationRoutes(deps: JobVariationRouteDeps) {
  async function ownedJob(request: FastifyRequest, id: string): Promise<JobRow> {
    const requester = await requireRequester(deps, request);
    const job = await deps.jobs.findById(id);
    if (!job || !ownsJob(job, requester)) throw new HttpError(404, 'job_not_found', NOT_FOUND);
    return job;
  }

  return async function jobVariationsPlugin(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/jobs/:id/variations',
        tag: 'Generation',
        summary: 'The variations of a creation painted so far',
        description:
          'The first is there when the job completes; the others follow within seconds. Ask again while `painting` is true.',
        params,
        answers: {
          200: json(variationsResponseSchema, 'The variations, in order.'),
          401: fails('No proof of who is asking.', 'guest_session_unproven'),
          404: fails(NOT_FOUND, 'job_not_found'),
        },
      },
      async ({ params: { id } }, request, reply) => {
        const job = await ownedJob(request, id);
        reply.header('cache-control', 'no-store');
        return listVariations({ ...deps, expected: deps.variationsPerCreation }, job, deps.clock());
      },
    );

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/jobs/:id/variations/:variation/pick',
        tag: 'Generation',
        summary: 'Pick a variation: the products made from it',
        description:
          'Made on the first pick (mock-ups take about a second), kept for later picks and the checkout. Cart lines name these products.',
        params: params.extend({ variation: variationIndexSchema }),
        answers: {
          200: json(pickedVariationSchema, 'The variation and its products.'),
          401: fails('No proof of who is asking.', 'guest_session_unproven'),
          404: fails(NOT_FOUND, 'job_not_found'),
          409: fails(NOT_READY, 'variation_not_ready'),
          429: fails('Too many picks in a minute.', 'rate_limited'),
        },
        rateLimit: PICKS,
      },
      async ({ params: { id, variation } }, request) => {
        const job = await ownedJob(request, id);
        const picked = await pickVariation(
          { ...deps, paintedBy: deps.artEngine.name },
          job,
          variation,
        );
        if (!picked) throw new HttpError(409, 'variation_not_ready', NOT_READY);
        return picked;
      },
    );
  };
}
