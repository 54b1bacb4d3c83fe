import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { seedFinishedJob } from '../testing/checkout-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';

let test: TestApp;
afterEach(async () => test.close());

describe('GET /api/jobs/{id}', () => {
  it('answers a finished job with an ETag, and a repeat poll with 304 and no body', async () => {
    test = await startTestApp();
    const id = await seedFinishedJob(test.services);
    const first = await test.app.inject(`/api/jobs/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, status: 'completed' });
    expect(first.json().result.products.length).toBeGreaterThan(0);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await test.app.inject({
      url: `/api/jobs/${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await test.app.inject({
      url: `/api/jobs/${id}`,
      headers: { 'if-none-match': '"x"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answers a job still at work fresh each time, without an ETag', async () => {
    test = await startTestApp();
    const id = randomUUID();
    const now = test.services.clock();
    await test.services.jobs.insert(
      { id, owner_key: 'guest:g', gender: 'female', original_key: 'o', photo_key: 'p' },
      now,
    );
    const queued = await test.app.inject(`/api/jobs/${id}`);
    expect(queued.json()).toMatchObject({ id, status: 'queued', result: null });
    expect(queued.headers.etag).toBeUndefined();
    await test.services.jobs.fail(id, 'We could not create your artwork this time.', now);
    const failed = await test.app.inject(`/api/jobs/${id}`);
    expect(failed.json()).toMatchObject({ status: 'failed', error: expect.any(String) });
    expect(failed.headers.etag).toBeDefined();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    test = await startTestApp();
    expect((await test.app.inject(`/api/jobs/${randomUUID()}`)).statusCode).toBe(404);
    expect((await test.app.inject('/api/jobs/not-a-uuid')).statusCode).toBe(404);
  });
});
