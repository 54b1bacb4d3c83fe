import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobsRepository } from '../db/jobs-repository';
import { EncodedAnswer } from './encoded-answer';
import { HttpError } from './errors';
import { toJobResponse } from './job-response';

const paramsSchema = z.object({ id: z.string() });
const JOB_NOT_FOUND = 'Job not found';
const FINISHED = new Set(['completed', 'failed']);
/** Finished answers kept serialised, newest last; a page polls one job, not thousands. */
const MAX_KEPT_ANSWERS = 1000;

/**
 * GET /api/jobs/{id}: a job's state and, once done, its products. Ids are random UUIDs. A
 * finished job never changes, so its answer is serialised and compressed once, kept, and sent
 * with an ETag: a repeat poll with If-None-Match answers 304 without touching the database.
 */
export function jobRoutes(jobs: JobsRepository) {
  const finished = new Map<string, EncodedAnswer>();

  const keep = (id: string, body: string): EncodedAnswer => {
    const answer = new EncodedAnswer(body);
    finished.set(id, answer);
    if (finished.size > MAX_KEPT_ANSWERS) finished.delete(finished.keys().next().value ?? id);
    return answer;
  };

  return async function jobsPlugin(app: FastifyInstance) {
    app.get('/api/jobs/:id', async (request, reply) => {
      const { id } = paramsSchema.parse(request.params);
      let answer = finished.get(id);
      if (!answer) {
        const valid = z.string().uuid().safeParse(id).success;
        const job = valid ? await jobs.findById(id) : undefined;
        if (!job) throw new HttpError(404, JOB_NOT_FOUND);
        const response = toJobResponse(job);
        if (!FINISHED.has(job.status)) return response;
        answer = keep(id, JSON.stringify(response));
      }
      reply.header('cache-control', 'no-cache');
      return answer.send(request, reply);
    });
  };
}
