import { randomUUID } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedFinishedJob } from '../testing/checkout-fixtures';
import { startGuest } from '../testing/guest-session';
import { partnerProducts } from '../testing/partner-products';
import { startTestApp, type TestApp } from '../testing/test-app';

// Counts how often the app compresses; @fastify/compress keeps its own zlib and is not counted.
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  return {
    ...zlib,
    brotliCompressSync: vi.fn(zlib.brotliCompressSync),
    gzipSync: vi.fn(zlib.gzipSync),
  };
});

let test: TestApp;
afterEach(async () => test.close());

/** A new test app with a guest whose job waits in the queue. */
async function queuedJob() {
  test = await startTestApp();
  const guest = await startGuest(test.app);
  const id = randomUUID();
  const now = test.services.clock();
  await test.services.jobs.insert(
    {
      id,
      owner_key: `guest:${guest.id}`,
      guest_session_id: guest.id,
      gender: 'female',
      original_key: 'o',
      photo_key: 'p',
    },
    now,
  );
  return { guest, id, now };
}

describe('GET /api/jobs/{id}', () => {
  it('answers a finished job with an ETag, and a repeat poll with 304 and no body', async () => {
    test = await startTestApp();
    const guest = await startGuest(test.app);
    const id = await seedFinishedJob(test.services, { guest_session_id: guest.id });
    const first = await guest.inject({ url: `/api/jobs/${id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, status: 'completed' });
    expect(first.json().result.products.length).toBeGreaterThan(0);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await guest.inject({
      url: `/api/jobs/${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await guest.inject({
      url: `/api/jobs/${id}`,
      headers: { 'if-none-match': '"x"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('sends a finished job compressed once per encoding, each copy with its own ETag', async () => {
    test = await startTestApp();
    const guest = await startGuest(test.app);
    const id = await seedFinishedJob(test.services, { guest_session_id: guest.id });
    const url = `/api/jobs/${id}`;
    const poll = (headers: Record<string, string>) => guest.inject({ url, headers });
    vi.mocked(brotliCompressSync).mockClear();
    vi.mocked(gzipSync).mockClear();

    const plain = await poll({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const brotli = await poll({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzipped = await poll({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const etags = [plain, brotli, gzipped].map((answer) => answer.headers.etag as string);
    expect(new Set(etags).size).toBe(3);
    expect(etags[1]).toMatch(/^".+-br"$/);

    const unchanged = await poll({ 'accept-encoding': 'br', 'if-none-match': etags[1] ?? '' });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etags[1]);
    expect(unchanged.headers.vary).toBe('accept-encoding');
    // A client without brotli gets the plain answer, whose ETag the brotli one is not.
    const other = await poll({ 'if-none-match': etags[1] ?? '' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(plain.body);

    const again = await poll({ 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);
    await poll({ 'accept-encoding': 'gzip' });
    expect(brotliCompressSync).toHaveBeenCalledTimes(1);
    expect(gzipSync).toHaveBeenCalledTimes(1);
  });

  it('answers a job still at work fresh each time, without an ETag', async () => {
    const { guest, id, now } = await queuedJob();
    const queued = await guest.inject({ url: `/api/jobs/${id}` });
    expect(queued.json()).toMatchObject({ id, status: 'queued', result: null });
    expect(queued.headers.etag).toBeUndefined();
    await test.services.jobs.fail(id, 'We could not create your artwork this time.', now);
    const failed = await guest.inject({ url: `/api/jobs/${id}` });
    expect(failed.json()).toMatchObject({ status: 'failed', error: expect.any(String) });
    expect(failed.headers.etag).toBeDefined();
  });

  it('holds a check with wait_ms until the job finishes, and answers it at once then', async () => {
    const { guest, id, now } = await queuedJob();
    // Nobody finishes it: the check answers it as it is once the wait is over.
    const unchanged = await guest.inject({ url: `/api/jobs/${id}?wait_ms=300` });
    expect(unchanged.json()).toMatchObject({ status: 'queued' });

    let answered = false;
    const held = guest.inject({ url: `/api/jobs/${id}?wait_ms=30000` }).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(answered).toBe(false);
    await test.services.jobs.complete(
      id,
      { products: partnerProducts(id), artworkUrl: `/media/artworks/${id}.jpg` },
      now,
    );
    // Answered as the job finished, long before its 30 s were up.
    const done = await Promise.race([
      held,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the check was still held')), 10_000),
      ),
    ]);
    expect(done.json()).toMatchObject({ id, status: 'completed' });
    expect(done.headers.etag).toBeDefined();

    const tooLong = await guest.inject({ url: `/api/jobs/${id}?wait_ms=30001` });
    expect(tooLong.statusCode).toBe(400);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    test = await startTestApp();
    expect((await test.app.inject(`/api/jobs/${randomUUID()}`)).statusCode).toBe(404);
    expect((await test.app.inject('/api/jobs/not-a-uuid')).statusCode).toBe(404);
  });
});
