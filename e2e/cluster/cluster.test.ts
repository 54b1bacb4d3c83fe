import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { TEST_CARD } from '../../src/server/testing/checkout-fixtures';
import type { JobResponse } from '../../src/shared/api/generation';
import { apiProductSchema } from '../../src/shared/api/products';
import { buyMug, checkOutMug, payWithCard } from './checkout';
import { type Shopper, startShopper } from './shopper';
import { type Cluster, startCluster } from './start-cluster';
import { waitUntil } from './wait-until';

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;

/** A render takes 1-3 s alone; on a loaded two-core machine, with a cold worker, far more. */
const RENDER_TIMEOUT_MS = 120_000;

/** Every image a job's answer points at: the artwork and each product's mock-ups. */
function imagesOf(result: { artwork_url?: string | null; products: unknown[] }): string[] {
  const images = result.products.flatMap((raw) => {
    const product = apiProductSchema.parse(raw);
    if ('colors' in product) return product.colors.flatMap((color) => color.images);
    if ('size_options' in product) return product.size_options.map((size) => size.main_image);
    return product.images;
  });
  return [...new Set([result.artwork_url ?? '', ...images])].filter(Boolean);
}

/** Asks each API process directly, past the balancer, for every image. */
async function expectServedByEveryApi(cluster: Cluster, images: readonly string[]) {
  for (const api of cluster.apiUrls) {
    for (const image of images) {
      const answer = await fetch(`${api}${image}`, { signal: AbortSignal.timeout(60_000) });
      expect(answer.status, `${api}${image}`).toBe(200);
      expect(answer.headers.get('content-type'), `${api}${image}`).toMatch(/^image\//);
    }
  }
}

const count = async (cluster: Cluster, sql: string, values: unknown[]) => {
  const [row] = await cluster.database.query<{ n: string }>(sql, values);
  return Number(row?.n ?? 0);
};

describe.runIf(postgres && redis)('the store as a cluster: two APIs and a worker', () => {
  let cluster: Cluster;
  let shopper: Shopper;
  /** The first test's finished job, whose art the later checkouts buy. */
  let painted: JobResponse | undefined;

  beforeAll(async () => {
    cluster = await startCluster({ postgres: postgres as string, redis: redis as string });
    shopper = await startShopper(cluster.url);
  }, 300_000);
  afterAll(async () => cluster?.stop(), 60_000);

  const showLogsOnFailure = () => onTestFailed(() => console.error(cluster.logs()));

  it('takes a photo to one paid order with each call on the other API process', async () => {
    showLogsOnFailure();
    const firstCall = cluster.proxy.served.length;
    // The home page's style carousel: thumbnails kept once in the cluster's bucket, served by each.
    const thumbnails = (await shopper.styles()).flatMap((style) => style.thumbnail_url ?? []);
    expect(thumbnails.length).toBeGreaterThan(0);
    await expectServedByEveryApi(cluster, thumbnails);

    const jobId = await shopper.upload('single_grace_hopper_512x512.jpg', 'royal_oil_paint');
    const job = await shopper.finished(jobId, RENDER_TIMEOUT_MS);
    expect(job.error).toBeNull();
    expect(job.status).toBe('completed');
    painted = job;

    // The worker made the art; each API process serves every image of it from the media store.
    const images = imagesOf(job.result ?? { products: [] });
    expect(images.length).toBeGreaterThan(4);
    await expectServedByEveryApi(cluster, images);

    const { paymentIntentId, order } = await buyMug(shopper, job);
    expect(order.display_id).toMatch(/^MM-[0-9A-Z]{6}$/);
    expect(order.receipt.email).toBe('grace@example.com');

    // The upload, the job checks and each step of the checkout met both processes in turn.
    const upstreams = cluster.proxy.served.slice(firstCall).map((call) => call.upstream);
    expect(new Set(upstreams)).toEqual(new Set([0, 1]));
    upstreams.forEach((upstream, i) => {
      if (i > 0) expect(upstream).not.toBe(upstreams[i - 1]);
    });

    // The worker's outbox hands the order to the print partner and sends one confirmation.
    await waitUntil(
      'the order tasks to be done',
      async () =>
        (await count(
          cluster,
          "select count(*) as n from order_tasks where order_id = $1 and status <> 'done'",
          [order.order_id],
        )) === 0 &&
        (await count(cluster, 'select count(*) as n from order_tasks where order_id = $1', [
          order.order_id,
        ])) > 0,
      { timeoutMs: 60_000, everyMs: 250 },
    );
    expect(
      await count(cluster, 'select count(*) as n from orders where payment_intent_id = $1', [
        paymentIntentId,
      ]),
    ).toBe(1);
    expect(await count(cluster, 'select count(*) as n from orders', [])).toBe(1);
    expect(
      await count(cluster, 'select count(*) as n from local_print_orders where external_id = $1', [
        order.order_id,
      ]),
    ).toBe(1);
    const confirmations = cluster.mail.messages.filter(
      (mail) => mail.to.includes('grace@example.com') && mail.data.includes(order.display_id),
    );
    expect(confirmations).toHaveLength(1);
    expect(cluster.mail.messages).toHaveLength(1);
  }, 300_000);

  it('asks for card authentication on one process and takes the answer on the other', async () => {
    showLogsOnFailure();
    if (!painted) throw new Error('the first test made no art to buy');
    const checkout = await checkOutMug(shopper, painted);
    const asked = await payWithCard(shopper, checkout, TEST_CARD.needsAuthentication);
    expect(asked.status).toBe('requires_action');
    const challenge = new URL(asked.next_action?.redirect_to_url.url ?? '', cluster.url);

    const firstCall = cluster.proxy.served.length;
    const page = await shopper.send(`${challenge.pathname}${challenge.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Complete');
    const answer = await shopper.send(challenge.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_secret: challenge.searchParams.get('client_secret') ?? '',
        return_url: challenge.searchParams.get('return_url') ?? '',
        outcome: 'complete',
      }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') ?? '', cluster.url);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    const [pageCall, answerCall] = cluster.proxy.served.slice(firstCall);
    expect(pageCall?.upstream).not.toBe(answerCall?.upstream);

    // Nobody calls create-order here: the processor's signed event makes the order.
    await waitUntil(
      'the order made from the payment event',
      async () =>
        (await count(cluster, 'select count(*) as n from orders where payment_intent_id = $1', [
          checkout.intent.paymentIntentId,
        ])) === 1,
      { timeoutMs: 60_000, everyMs: 250 },
    );
  }, 300_000);
});
