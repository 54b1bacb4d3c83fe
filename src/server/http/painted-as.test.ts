import { fixturePhoto } from '@masterpiece-me/test-photos';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobResponseSchema, uploadResponseSchema } from '../../shared/api/generation';
import { startWorkers } from '../services';
import { startGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  // The answer must be the finished job, however long a loaded machine takes to paint it.
  testApp = await startTestApp({
    GENERATION_QUOTA_PER_HOUR: '1000',
    PROCESS_DIRECTLY_WAIT_MS: '25000',
  });
  app = testApp.app;
  startWorkers(testApp.services);
});
afterAll(async () => testApp.close());

async function createDirectly(fields: Record<string, string>) {
  const guest = await startGuest(app);
  const response = await guest.inject({
    method: 'POST',
    url: '/',
    payload: uploadForm(
      { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' },
      { gender: 'female', process_directly: 'true', guest_session_id: guest.id, ...fields },
    ),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = uploadResponseSchema.parse(response.json());
  if (body.status !== 'completed') throw new Error('the job did not finish in time');
  const job = jobResponseSchema.parse(
    (await guest.inject({ url: `/api/jobs/${body.job_id}` })).json(),
  );
  return { body, job };
}

describe('a finished job says which words it was painted by', () => {
  it('lists the recognised words of a custom description, in the upload and the job', async () => {
    const { body, job } = await createDirectly({
      style_id: 'custom',
      custom_prompt: 'A soft watercolor of me in spring colors, please!',
    });
    expect(body.painted_as).toEqual(['watercolour', 'spring colours']);
    expect(job.result?.painted_as).toEqual(['watercolour', 'spring colours']);
  }, 60_000);

  it('says nothing of the kind for a named style', async () => {
    const { body, job } = await createDirectly({ style_id: 'caravaggio' });
    expect(body.painted_as).toBeUndefined();
    expect(job.result?.painted_as).toBeUndefined();
  }, 60_000);
});
