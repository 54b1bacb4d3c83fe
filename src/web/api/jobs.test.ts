import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJob } from './jobs';

const JOB_ID = '3f1c2b9e-8d4a-4c6b-9e2f-1a2b3c4d5e6f';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('job status check', () => {
  it('reads the job from /api/jobs/{id}', async () => {
    answer(200, { id: JOB_ID, status: 'processing', result: null, error: null });
    await expect(fetchJob(JOB_ID)).resolves.toEqual({
      ok: true,
      job: { id: JOB_ID, status: 'processing', result: null, error: null },
    });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(`/api/jobs/${JOB_ID}`);
  });

  it('asks the server to hold the check for the wait, never past its 30 s bound', async () => {
    answer(200, { id: JOB_ID, status: 'processing', result: null, error: null });
    await fetchJob(JOB_ID, 10_000);
    await fetchJob(JOB_ID, 120_000);
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => url);
    expect(urls).toEqual([
      `/api/jobs/${JOB_ID}?wait_ms=10000`,
      `/api/jobs/${JOB_ID}?wait_ms=30000`,
    ]);
  });

  it('says the job no longer exists on 404', async () => {
    answer(404, { detail: 'Job not found' });
    await expect(fetchJob(JOB_ID)).resolves.toEqual({
      ok: false,
      message: 'Job no longer exists - it may have been removed',
    });
  });

  it("shows the server's detail, or a network error when there is no answer", async () => {
    answer(503, { code: 'service_unavailable', detail: 'Database unavailable' });
    await expect(fetchJob(JOB_ID)).resolves.toEqual({ ok: false, message: 'Database unavailable' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchJob(JOB_ID)).resolves.toEqual({
      ok: false,
      message: 'Network error during status check',
    });
  });
});
