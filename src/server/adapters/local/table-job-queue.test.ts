import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobsRepository, type JobsRepository } from '../../db/jobs-repository';
import { freshSqlite, type TestDatabase } from '../../db/testing/test-databases';
import { queuedJobRow } from '../../testing/queued-job-row';
import { createTableJobQueue } from './table-job-queue';

/** The jobs table, with `method` failing its first `times` calls as a lost database would. */
function failingAtFirst(
  jobs: JobsRepository,
  method: 'claimNext' | 'extendLease',
  times: number,
): JobsRepository {
  let failures = 0;
  const real = jobs[method].bind(jobs) as (...args: unknown[]) => Promise<unknown>;
  return {
    ...jobs,
    [method]: async (...args: unknown[]) => {
      if (failures++ < times) throw new Error('connection terminated unexpectedly');
      return real(...args);
    },
  };
}

describe('the table job queue when the database stops answering', () => {
  let database: TestDatabase;
  let jobs: JobsRepository;
  const warnings: string[] = [];
  const logger = { warn: (_fields: unknown, message?: string) => void warnings.push(`${message}`) };

  beforeEach(async () => {
    database = await freshSqlite();
    jobs = createJobsRepository(database.db);
    warnings.length = 0;
  });
  afterEach(() => database.destroy());

  async function runOneJob(queueJobs: JobsRepository, leaseMs: number, workMs: number) {
    const queue = createTableJobQueue({
      jobs: queueJobs,
      clock: () => new Date(),
      logger,
      leaseMs,
    });
    const id = randomUUID();
    await jobs.insert(queuedJobRow(id), new Date());
    queue.start(async (jobId) => {
      await new Promise((resolve) => setTimeout(resolve, workMs));
      await jobs.complete(jobId, { products: [], artworkUrl: '/media/a.jpg' }, new Date());
    }, 1);
    await queue.enqueue(id);
    await expect.poll(async () => (await jobs.findById(id))?.status).toBe('completed');
    await queue.stop();
  }

  it('logs a claim that failed and takes the job at its next look', async () => {
    await runOneJob(failingAtFirst(jobs, 'claimNext', 1), 30_000, 0);
    expect(warnings).toEqual(['no job claimed: the database did not answer']);
  });

  it('logs a lease it could not renew and keeps the job running', async () => {
    await runOneJob(failingAtFirst(jobs, 'extendLease', 1), 150, 200);
    expect(warnings[0]).toBe('job lease not renewed; trying again');
  });
});
