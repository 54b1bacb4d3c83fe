import { fixturePhoto } from '@masterpiece-me/test-photos';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { uploadForm } from '../../src/server/testing/upload-form';
import type { JobResponse } from '../../src/shared/api/generation';
import { buyMug } from './checkout';
import { type Shopper, startShopper } from './shopper';
import { type Cluster, JOB_LEASE_MS, startCluster } from './start-cluster';
import { waitUntil } from './wait-until';

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;

/** A render takes 1-3 s alone; on a loaded two-core machine, with a cold worker, far more. */
const RENDER_TIMEOUT_MS = 120_000;
/** What issue 40 asks of a request while Postgres is away: an answer within 2 s. */
const OUTAGE_ANSWER_MS = 2_000;
const REDIS_OUTAGE_MS = 30_000;
const S3_OUTAGE_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One answer and how long it took, read whole. */
async function timed(send: () => Promise<Response>) {
  const started = performance.now();
  const answer = await send();
  await answer.arrayBuffer();
  return { status: answer.status, answer, ms: performance.now() - started };
}

describe.runIf(postgres && redis)('the cluster through outages of what it shares', () => {
  let cluster: Cluster;
  let shopper: Shopper;
  /** A finished job and a paid order, made before the outages, for pages to show during them. */
  let painted: JobResponse;
  let orderPath: string;

  beforeAll(async () => {
    cluster = await startCluster({ postgres: postgres as string, redis: redis as string });
    shopper = await startShopper(cluster.url);
    const jobId = await shopper.upload('single_grace_hopper_512x512.jpg', 'royal_oil_paint');
    painted = await shopper.finished(jobId, RENDER_TIMEOUT_MS);
    const { order } = await buyMug(shopper, painted);
    const [row] = await cluster.database.query<{ access_token: string }>(
      'select access_token from orders where id = $1',
      [order.order_id],
    );
    orderPath = `/api/orders/${order.order_id}?token=${row?.access_token}`;
  }, 300_000);
  afterAll(async () => cluster?.stop(), 60_000);

  const showLogsOnFailure = () => onTestFailed(() => console.error(cluster.logs()));
  const livingProcesses = () => cluster.processes().filter((store) => !store.death());
  const jobRow = async (jobId: string) => {
    const [row] = await cluster.database.query<{
      status: string;
      attempts: number;
      lost_workers: number;
    }>('select status, attempts, lost_workers from jobs where id = $1', [jobId]);
    return row;
  };

  it('keeps order pages and checkout answering through the balancer while Redis is down', async () => {
    showLogsOnFailure();
    cluster.faults.redis.cut();
    try {
      const until = performance.now() + REDIS_OUTAGE_MS;
      let rounds = 0;
      while (performance.now() < until) {
        const page = await shopper.send(orderPath);
        expect(page.status, await page.text()).toBe(200);
        for (const api of cluster.apiUrls) {
          expect((await timed(() => fetch(`${api}/readyz`))).status).toBe(200);
        }
        rounds += 1;
        await sleep(1_000);
      }
      expect(rounds).toBeGreaterThan(5);
      // A whole checkout, its rate limits unreachable, ends in one paid order.
      const { order } = await buyMug(shopper, painted);
      expect(order.display_id).toMatch(/^MM-/);
      expect(livingProcesses()).toHaveLength(3);
    } finally {
      cluster.faults.redis.restore();
    }
    // Uploads need the queue: once Redis is back they are taken again.
    const jobId = await waitUntil(
      'an upload to be accepted after Redis is back',
      async () =>
        shopper.upload('single_grace_hopper_512x512.jpg', 'royal_oil_paint').catch(() => undefined),
      { timeoutMs: 60_000, everyMs: 2_000 },
    );
    expect((await shopper.finished(jobId, RENDER_TIMEOUT_MS)).status).toBe('completed');
  }, 300_000);

  it('finishes a running job while S3 refuses every write for 20 s', async () => {
    showLogsOnFailure();
    const jobId = await shopper.upload('single_woman_face_paint_860x1198.png', 'cyberpunk_hero');
    cluster.faults.s3.fault = { kind: 'refuse-writes', status: 500 };
    try {
      await sleep(S3_OUTAGE_MS);
      expect((await jobRow(jobId))?.status).not.toBe('failed');
    } finally {
      cluster.faults.s3.fault = { kind: 'none' };
    }
    const job = await shopper.finished(jobId, RENDER_TIMEOUT_MS);
    expect(job.error).toBeNull();
    expect(job.status).toBe('completed');
    expect(await jobRow(jobId)).toMatchObject({ attempts: 1, lost_workers: 0 });
  }, 300_000);

  it('answers 503 within 2 s while Postgres is down, and completes the journey once it is back', async () => {
    showLogsOnFailure();
    const jobId = await shopper.upload('single_grace_hopper_512x512.jpg', 'caravaggio');
    // As a restart does: every connection ended, new ones refused, for ten seconds.
    cluster.faults.postgres.cut();
    try {
      const until = performance.now() + 10_000;
      while (performance.now() < until) {
        // The job the shopper waits for and the order page, each API in turn behind the balancer.
        for (const path of [`/api/jobs/${jobId}`, orderPath]) {
          const { status, answer, ms } = await timed(() => shopper.send(path));
          expect(status).toBe(503);
          expect(answer.headers.get('retry-after')).toBe('5');
          expect(ms).toBeLessThan(OUTAGE_ANSWER_MS);
        }
        await sleep(500);
      }
      expect(livingProcesses()).toHaveLength(3);
    } finally {
      cluster.faults.postgres.restore();
    }
    const job = await shopper.finished(jobId, RENDER_TIMEOUT_MS + JOB_LEASE_MS);
    expect(job.error).toBeNull();
    expect(job.status).toBe('completed');
    const { order } = await buyMug(shopper, job);
    expect(order.display_id).toMatch(/^MM-/);
    expect(livingProcesses()).toHaveLength(3);
  }, 300_000);

  it('finishes a job whose worker was killed three times, refusing uploads while none is alive', async () => {
    showLogsOnFailure();
    const jobId = await shopper.upload('single_woman_face_paint_860x1198.png', 'cyberpunk_hero');
    for (let kill = 1; kill <= 3; kill++) {
      await waitUntil(
        `worker ${kill} to take job ${jobId}`,
        async () => {
          const row = await jobRow(jobId);
          return row?.status === 'processing' && row.lost_workers === kill - 1;
        },
        { timeoutMs: RENDER_TIMEOUT_MS + JOB_LEASE_MS, everyMs: 50 },
      );
      const killed = cluster.worker();
      killed.child.kill('SIGKILL');
      expect(await killed.exited).toBe('SIGKILL');
      if (kill < 3) await cluster.startWorker();
    }

    // No worker alive: once its last heartbeat is a lease old, uploads are refused as busy.
    const refusal = await waitUntil(
      'an upload refused as gallery_busy',
      async () => {
        const form = uploadForm(
          {
            bytes: fixturePhoto('single_grace_hopper_512x512.jpg'),
            name: 'me.jpg',
            type: 'image/jpeg',
          },
          { style_id: 'caravaggio', gender: 'female', guest_session_id: shopper.guestId },
        );
        const answer = await shopper.send('/', { method: 'POST', body: form });
        const body = (await answer.json()) as { error?: string };
        return answer.status === 503 && body.error === 'gallery_busy' ? body : undefined;
      },
      { timeoutMs: JOB_LEASE_MS * 6, everyMs: 2_000 },
    );
    expect(refusal.error).toBe('gallery_busy');
    const ready = await (await shopper.send('/readyz')).json();
    expect(ready).toEqual({ status: 'ready', degraded: ['workers'] });

    await cluster.startWorker();
    const job = await shopper.finished(jobId, RENDER_TIMEOUT_MS + JOB_LEASE_MS);
    expect(job.error).toBeNull();
    expect(job.status).toBe('completed');
    // Three workers lost, and the shopper's job still on its first attempt.
    expect(await jobRow(jobId)).toMatchObject({ attempts: 1, lost_workers: 3 });
  }, 300_000);
});
