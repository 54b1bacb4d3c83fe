import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobsRepository } from '../db/jobs-repository';
import { HttpError } from './errors';
import { toJobResponse } from './job-response';

const paramsSchema = z.object({ id: z.string() });
const JOB_NOT_FOUND = 'Job not found';

/** GET /api/jobs/{id}: a job's state and, once done, its products. Ids are random UUIDs. */
export function jobRoutes(jobs: JobsRepository) {
  return async function jobsPlugin(app: FastifyInstance) {
    app.get('/api/jobs/:id', async (request) => {
      const { id } = paramsSchema.parse(request.params);
      const valid = z.string().uuid().safeParse(id).success;
      const job = valid ? await jobs.findById(id) : undefined;
      if (!job) throw new HttpError(404, JOB_NOT_FOUND);
      return toJobResponse(job);
    });
  };
}
