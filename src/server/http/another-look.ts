import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { anotherLookRequestSchema, uploadResponseSchema } from '../../shared/api/generation';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import { directWaitMs } from '../domain/direct-wait';
import { ownsJob } from '../domain/job-owner';
import type { AcceptUploadDeps } from '../workflows/accept-upload';
import { anotherLook } from '../workflows/another-look';
import { defineRoute } from './contract/define-route';
import { fails, json, jsonBody } from './contract/route-contract';
import { HttpError } from './errors';
import { answerNewJob } from './new-job-answer';
import { requireRequester } from './request-requester';
import { uploadError } from './upload-refusals';

const NOT_FOUND = 'We could not find this artwork. It may have been deleted.';
const PHOTO_GONE =
  'The photo of this artwork is no longer kept. Please upload it again to try another look.';

export interface AnotherLookRouteDeps {
  accept: AcceptUploadDeps;
  readAccount: AccountReader;
  guestProofs: GuestProofs;
  uploadsPerMinute: number;
  /** The longest a `process_directly` request waits for its job, as an upload's. */
  processDirectlyWaitMs: number;
}

/**
 * POST /api/jobs/{id}/another-look: the photo of one of the shopper's finished artworks,
 * painted again in another style or description, without a new upload. Polled as an upload's
 * job is.
 */
export function anotherLookRoutes(deps: AnotherLookRouteDeps) {
  return async function anotherLookPlugin(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/jobs/:id/another-look',
        tag: 'Generation',
        summary: 'Paint a finished artwork’s photo again, in another style',
        description:
          'For the job’s owner. The new job shares the stored photo and counts against the hour like an upload. It answers `queued` with the job to poll, or, with `process_directly`, `completed` with the products when the job finishes within the wait.',
        params: z.object({ id: z.string().uuid() }),
        body: jsonBody(anotherLookRequestSchema),
        answers: {
          200: json(uploadResponseSchema, 'The new job: queued, or completed with its products.'),
          401: fails('No proof of who is asking.', 'guest_session_unproven'),
          404: fails(NOT_FOUND, 'job_not_found'),
          410: fails(PHOTO_GONE, 'photo_gone'),
          422: fails('The style is switched off.', 'style_unavailable'),
          429: fails('The shopper’s generations for the hour are used up.', 'wizards_recharging'),
          503: fails('The job queue is full or down.', 'gallery_busy', 'queue_unavailable'),
        },
        rateLimit: {
          perMinute: deps.uploadsPerMinute,
          refusal: () => uploadError('too_much_activity'),
        },
      },
      async ({ params, body }, request, reply) => {
        const requester = await requireRequester(deps, request);
        const source = await deps.accept.jobs.findById(params.id);
        if (source?.status !== 'completed' || !ownsJob(source, requester)) {
          throw new HttpError(404, 'job_not_found', NOT_FOUND);
        }
        const outcome = await anotherLook(deps.accept, source, body, request.ip);
        if (outcome.ok) {
          const waitMs = body.process_directly
            ? directWaitMs(deps.processDirectlyWaitMs, reply.elapsedTime)
            : null;
          return answerNewJob(deps.accept.jobs, outcome.jobId, waitMs);
        }
        if (outcome.refusal.code === 'photo_gone') {
          throw new HttpError(410, 'photo_gone', PHOTO_GONE);
        }
        throw uploadError(outcome.refusal.code);
      },
    );
  };
}
