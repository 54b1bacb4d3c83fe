import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { jobResponseSchema } from '../../shared/api/generation';
import { JOB_CHECK_MAX_WAIT_MS } from '../../shared/constants';
import { isJobFinished } from '../../shared/job-finished';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import type { JobRow, JobsRepository } from '../db/jobs-repository';
import { ownsJob } from '../domain/job-owner';
import { waitForJob } from '../workflows/wait-for-job';
import { defineRoute } from './contract/define-route';
import { fails, json, plain } from './contract/route-contract';
import type { EncodedAnswer } from './encoded-answer';
import { HttpError } from './errors';
import { toJobResponse } from './job-response';
import type { JobOwner, KeptJobAnswers } from './kept-job-answers';
import { signedInAccount } from './request-account';
import { GUEST_PROOF_MISSING, provenGuestId } from './request-guest';

const JOB_NOT_FOUND = 'Job not found';
/** How often a held check reads the job: the art shows within this of being ready. */
const HELD_CHECK_READ_MS = 250;
const NOT_YOUR_JOB = 'This artwork was made by another shopper.';
export interface JobRouteDeps {
  jobs: JobsRepository;
  readAccount: AccountReader;
  guestProofs: GuestProofs;
  /** Finished jobs' answers, kept serialised; a deleted artwork's is dropped from it. */
  keptAnswers: KeptJobAnswers;
}

/**
 * GET /api/jobs/{id}: a job's state and, once done, its products, for the job's owner only (the
 * signed-in account, or the guest whose cookie proves the session that made it). A finished
 * job never changes, so its answer is serialised and compressed once, kept, and sent with an
 * ETag: a repeat poll with If-None-Match answers 304 without touching the database.
 */
export function jobRoutes(deps: JobRouteDeps) {
  const finished = deps.keptAnswers;

  /**
   * Refuses anyone but the owner. The guest's cookie is checked first: it costs no lookup. A
   * kept owner may be out of date (the job moved to an account since), so a refusal reads the
   * job's owner again before it is given.
   */
  async function requireOwner(
    request: FastifyRequest,
    id: string,
    owner: JobOwner,
    fresh: boolean,
  ) {
    const guestSessionId = provenGuestId(deps.guestProofs, request);
    if (ownsJob(owner, { accountId: null, guestSessionId })) return;
    const accountId = await signedInAccount(deps.readAccount, request);
    const requester = { accountId, guestSessionId };
    if (ownsJob(owner, requester)) return;
    const current = fresh ? undefined : await deps.jobs.findById(id);
    if (current && ownsJob(current, requester)) return;
    if (!accountId && !guestSessionId) {
      throw new HttpError(401, 'guest_session_unproven', GUEST_PROOF_MISSING, {
        error: 'guest_session_unproven',
      });
    }
    throw new HttpError(403, 'not_yours', NOT_YOUR_JOB);
  }

  /** The job once it finishes or `waitMs` passes; a check whose asker left stops reading. */
  async function held(reply: FastifyReply, job: JobRow, waitMs: number): Promise<JobRow> {
    if (isJobFinished(job.status)) return job;
    const left = new AbortController();
    const leave = () => left.abort();
    // The response closes before it is sent only when the asker went away.
    reply.raw.once('close', leave);
    try {
      const signal = left.signal;
      return (
        (await waitForJob(deps.jobs, job.id, waitMs, { pollMs: HELD_CHECK_READ_MS, signal })) ?? job
      );
    } finally {
      reply.raw.off('close', leave);
    }
  }

  return async function jobsPlugin(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/jobs/:id',
        tag: 'Generation',
        summary: 'A generation job’s state and, once completed, its products',
        description:
          'Polled every 10 s by the job’s owner: the signed-in account or the guest whose cookie proves the session that made it. `wait_ms` (at most 30,000) holds an unfinished job’s check open until it finishes or that time passes, so the art is answered within a quarter second of being ready rather than at the next check. A finished job’s answer carries an ETag; a poll with `If-None-Match` is answered 304.',
        params: z.object({ id: z.string() }),
        query: z.object({
          wait_ms: z.coerce.number().int().min(0).max(JOB_CHECK_MAX_WAIT_MS).optional(),
        }),
        answers: {
          200: json(jobResponseSchema, 'The job.'),
          304: plain('The finished job is as the ETag names it.'),
          401: fails('No proof of who is asking.', 'guest_session_unproven'),
          403: fails('Another shopper’s job.', 'not_yours'),
          404: fails('No such job.', 'job_not_found'),
        },
      },
      async ({ params: { id }, query }, request, reply) => {
        const kept = finished.get(id);
        let answer: EncodedAnswer;
        if (kept) {
          await requireOwner(request, id, kept.owner, false);
          answer = kept.answer;
        } else {
          const valid = z.string().uuid().safeParse(id).success;
          const found = valid ? await deps.jobs.findById(id) : undefined;
          if (!found) throw new HttpError(404, 'job_not_found', JOB_NOT_FOUND);
          await requireOwner(request, id, found, true);
          const job = query.wait_ms ? await held(reply, found, query.wait_ms) : found;
          const response = toJobResponse(job);
          if (!isJobFinished(job.status)) return response;
          answer = finished.keep(id, JSON.stringify(response), job);
        }
        reply.header('cache-control', 'no-cache');
        return answer.send(request, reply);
      },
    );
  };
}
