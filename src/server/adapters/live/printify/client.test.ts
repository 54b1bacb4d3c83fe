import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type FakePrintify,
  printifyError,
  rateLimitReply,
  startFakePrintify,
} from '../../../testing/fakes/fake-printify';
import { listenLocally } from '../../../testing/fakes/local-server';
import { createPrintifyClient, PrintifyApiError } from './client';
import { blueprintsSchema } from './schemas';

describe('Printify client', () => {
  let fake: FakePrintify;
  beforeEach(async () => {
    fake = await startFakePrintify();
  });
  afterEach(async () => {
    await fake.close();
  });

  const client = (apiToken = fake.apiToken) =>
    createPrintifyClient({ apiToken, baseURL: `${fake.url}/`, timeoutMs: 5_000 });

  it('authenticates with the bearer token and names itself in the User-Agent', async () => {
    const blueprints = await client().get('/v1/catalog/blueprints.json', blueprintsSchema);
    expect(blueprints.length).toBeGreaterThan(0);
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/catalog/blueprints.json',
      authorization: `Bearer ${fake.apiToken}`,
    });
    expect(fake.requests[0]?.userAgent).toMatch(/MasterpieceMe/);
  });

  it('retries a rate limit and then succeeds', async () => {
    fake.failNext('GET /v1/catalog/blueprints.json', rateLimitReply(), rateLimitReply());
    const blueprints = await client().get('/v1/catalog/blueprints.json', blueprintsSchema);
    expect(blueprints.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up after four attempts at an outage, with the status and reason', async () => {
    const outage = {
      status: 503,
      headers: { 'retry-after': '0' },
      body: printifyError(503, 'Service Unavailable.', 'Maintenance'),
    };
    fake.failNext('GET /v1/catalog/blueprints.json', outage, outage, outage, outage, outage);
    const failure = client().get('/v1/catalog/blueprints.json', blueprintsSchema);
    await expect(failure).rejects.toBeInstanceOf(PrintifyApiError);
    await expect(failure).rejects.toMatchObject({
      status: 503,
      message:
        'Printify GET /v1/catalog/blueprints.json failed with 503: Service Unavailable. (Maintenance)',
    });
    expect(fake.requests).toHaveLength(4);
  });

  it('reports a validation error with Printify’s reason and does not retry it', async () => {
    fake.failNext('POST /v1/shops/4242/products.json', {
      status: 400,
      body: printifyError(8203, 'Validation failed.', 'Image has low quality'),
    });
    const failure = client().post('/v1/shops/4242/products.json', {}, z.object({ id: z.string() }));
    await expect(failure).rejects.toThrow(
      'Printify POST /v1/shops/4242/products.json failed with 400: Validation failed. (Image has low quality)',
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a rejected token as a 401', async () => {
    const failure = client('wrong-token').get('/v1/catalog/blueprints.json', blueprintsSchema);
    await expect(failure).rejects.toMatchObject({ status: 401 });
  });

  it('reports an answer of an unexpected shape instead of passing it on', async () => {
    const failure = client().get(
      '/v1/catalog/blueprints.json',
      z.object({ data: z.array(z.unknown()) }),
    );
    await expect(failure).rejects.toThrow(
      /answered an unexpected shape: \(root\): .*expected object/,
    );
  });

  it('gives up on a request that outlives the timeout', async () => {
    const silent = await listenLocally(() => {});
    try {
      const slow = createPrintifyClient({ apiToken: 't', baseURL: silent.url, timeoutMs: 200 });
      await expect(slow.get('/v1/catalog/blueprints.json', blueprintsSchema)).rejects.toThrow(
        'Printify GET /v1/catalog/blueprints.json timed out after 200 ms',
      );
    } finally {
      await silent.close();
    }
  });
});
