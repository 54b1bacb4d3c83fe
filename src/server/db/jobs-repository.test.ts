import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobsRepository, type JobsRepository } from './jobs-repository';
import { type TestDatabase, testDatabases } from './testing/test-databases';

const t0 = new Date('2026-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

const newJob = (id: string, owner = 'guest:g1') => ({
  id,
  owner_key: owner,
  user_id: null,
  guest_session_id: 'g1',
  style_id: 'caravaggio',
  custom_prompt: null,
  gender: 'female',
  original_key: `uploads/${id}/original.jpg`,
  photo_key: `uploads/${id}/photo.jpg`,
});

describe.each(testDatabases())('jobs repository on %s', (_dialect, open) => {
  let database: TestDatabase;
  let jobs: JobsRepository;

  beforeEach(async () => {
    database = await open();
    jobs = createJobsRepository(database.db);
  });
  afterEach(async () => database.destroy());

  it('stores a new job as queued and reads it back', async () => {
    await jobs.insert(newJob('a'), t0);
    const job = await jobs.findById('a');
    expect(job).toMatchObject({ id: 'a', status: 'queued', attempts: 0, style_id: 'caravaggio' });
    expect(await jobs.findById('missing')).toBeUndefined();
  });

  it('hands each job to one worker only, oldest first', async () => {
    await jobs.insert(newJob('first'), t0);
    await jobs.insert(newJob('second'), later(1));
    const claims = await Promise.all([
      jobs.claimNext(later(10), 1000),
      jobs.claimNext(later(10), 1000),
      jobs.claimNext(later(10), 1000),
    ]);
    const ids = claims.map((job) => job?.id).filter(Boolean);
    expect(ids.sort()).toEqual(['first', 'second']);
    const first = await jobs.findById('first');
    expect(first).toMatchObject({ status: 'processing', attempts: 1 });
  });

  it('hands a job whose lease ran out back, and then ignores the attempt that lost it', async () => {
    await jobs.insert(newJob('orphan'), t0);
    const stalled = await jobs.claimNext(t0, 1000);
    const lost = { id: 'orphan', token: stalled?.lease_token ?? '' };
    expect(await jobs.claimNext(later(1500), 1000)).toBeUndefined();
    expect(await jobs.releaseExpired(lost, later(500))).toBe(false);
    expect(await jobs.releaseExpired(lost, later(1500))).toBe(true);
    const next = await jobs.claimNext(later(1500), 1000);
    // The lost worker's attempt is given back: the next claim is still the first attempt.
    expect(next).toMatchObject({
      id: 'orphan',
      status: 'processing',
      attempts: 1,
      lost_workers: 1,
    });

    const result = { products: [], artworkUrl: '/media/artworks/orphan.jpg' };
    expect(await jobs.fail('orphan', 'stalled attempt', later(1600), lost.token)).toBe(false);
    expect(await jobs.complete('orphan', result, later(1600), lost.token)).toBe(false);
    expect(await jobs.complete('orphan', result, later(1700), next?.lease_token ?? '')).toBe(true);
    expect(await jobs.findById('orphan')).toMatchObject({ status: 'completed', error: null });
  });

  it('waits until a retried job is due', async () => {
    await jobs.insert(newJob('r'), t0);
    await jobs.claimNext(t0, 1000);
    await jobs.scheduleRetry('r', later(5000), 'engine hiccup', later(10));
    expect(await jobs.claimNext(later(4000), 1000)).toBeUndefined();
    expect(await jobs.claimNext(later(5000), 1000)).toMatchObject({ id: 'r', attempts: 2 });
  });

  it('keeps the products of a completed job and the reason of a failed one', async () => {
    await jobs.insert(newJob('ok'), t0);
    await jobs.insert(newJob('bad'), t0);
    const products = [
      {
        id: 'p1',
        title: 'Coffee Mug (White)',
        images: ['/media/x.jpg'],
        price: 1999,
        type: 'white' as const,
        variant_id: 7,
        print_provider_id: 1,
        blueprint_id: 68,
      },
    ];
    await jobs.complete('ok', { products, artworkUrl: '/media/artworks/ok.jpg' }, later(1));
    await jobs.fail('bad', 'Photo refused', later(1));
    const ok = await jobs.findById('ok');
    expect(ok?.status).toBe('completed');
    expect(JSON.parse(ok?.result ?? 'null')).toEqual({
      products,
      artwork_url: '/media/artworks/ok.jpg',
    });
    expect(await jobs.findById('bad')).toMatchObject({ status: 'failed', error: 'Photo refused' });
    expect(await jobs.countUnfinished()).toBe(0);
  });

  it('counts unfinished jobs and an owner’s jobs within a window', async () => {
    await jobs.insert(newJob('1', 'guest:a'), t0);
    await jobs.insert(newJob('2', 'guest:a'), later(60_000));
    await jobs.insert(newJob('3', 'guest:b'), later(60_000));
    expect(await jobs.countUnfinished()).toBe(3);
    expect(await jobs.countByOwnerSince('guest:a', later(1))).toBe(1);
    expect(await jobs.countByOwnerSince('guest:a', t0)).toBe(2);
  });

  it('counts the jobs uploaded from one address within a window, whoever they were for', async () => {
    const from = (address: string | null) => ({ client_address: address });
    await jobs.insert({ ...newJob('1', 'guest:a'), ...from('203.0.113.7') }, t0);
    await jobs.insert({ ...newJob('2', 'guest:b'), ...from('203.0.113.7') }, later(60_000));
    await jobs.insert({ ...newJob('3', 'guest:a'), ...from('198.51.100.2') }, later(60_000));
    await jobs.insert({ ...newJob('4', 'guest:c'), ...from(null) }, later(60_000));
    expect(await jobs.countByAddressSince('203.0.113.7', t0)).toBe(2);
    expect(await jobs.countByAddressSince('203.0.113.7', later(1))).toBe(1);
    expect(await jobs.countByAddressSince('192.0.2.1', t0)).toBe(0);
  });
});
