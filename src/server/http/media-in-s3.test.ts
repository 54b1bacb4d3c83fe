import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { fixturePhoto } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type JobResponse, jobResponseSchema } from '../../shared/api/generation';
import { STYLE_IDS } from '../../shared/styles';
import { ConfigError, loadConfig } from '../config';
import type { ArtEngine } from '../ports/art-engine';
import { MEDIA_CACHE_CONTROL } from '../ports/media-store';
import { startWorkers } from '../services';
import { type AppDatabase, appDatabases } from '../testing/app-databases';
import { type FaultyS3Proxy, startFaultyS3Proxy } from '../testing/faulty-s3-proxy';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { type LocalS3, startLocalS3 } from '../testing/local-s3';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';
import { READINESS_TIMING } from './cached-readiness';
import { INTERNAL_ERROR_DETAIL } from './errors';

let s3: LocalS3;
let proxy: FaultyS3Proxy;
let client: S3Client;
const apps: TestApp[] = [];

beforeAll(async () => {
  s3 = await startLocalS3({ bucket: 'shop-media' });
  proxy = await startFaultyS3Proxy(s3.endpoint);
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.credentials.secretAccessKey);
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: s3.credentials,
  });
});
afterEach(async () => {
  proxy.fault = { kind: 'none' };
  await Promise.all(apps.splice(0).map((testApp) => testApp.close()));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  client.destroy();
  await proxy.close();
  await s3.close();
});

/** An app as one of several machines would run it: its own DATA_DIR, the shared bucket. */
async function startMachine(
  endpoint = s3.endpoint,
  overrides: { artEngine?: ArtEngine } = {},
  env: Record<string, string> = {},
) {
  const testApp = await startTestApp(
    {
      ...env,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REQUEST_TIMEOUT_MS: '500',
      PROCESS_DIRECTLY_WAIT_MS: '45000',
    },
    overrides,
  );
  apps.push(testApp);
  return testApp;
}

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

async function finished(guest: TestGuest, jobId: string): Promise<JobResponse> {
  for (;;) {
    const job = jobResponseSchema.parse((await guest.inject({ url: `/api/jobs/${jobId}` })).json());
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * An art engine that paints a plain square and remembers each style it was asked for, taking
 * `delayMs` over each. Its name keys the thumbnails it makes in the shared bucket.
 */
function countingArtEngine(name = 'counting', delayMs = 0) {
  const renders: string[] = [];
  const engine: ArtEngine = {
    name,
    async render(request) {
      renders.push(request.direction.kind === 'style' ? request.direction.styleId : 'custom');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const image = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#7a3e9d' },
      })
        .png()
        .toBuffer();
      return { image, contentType: 'image/png', width: 64, height: 64 };
    },
  };
  return { engine, renders };
}

const hopper = { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' };

describe('media in an S3 bucket', () => {
  it('keeps a generation’s photo, artwork and mock-ups in the bucket, served by every machine, a mock-up painted by whichever is first asked', async () => {
    const first = await startMachine();
    startWorkers(first.services);
    const guest = await startGuest(first.app);
    const photosBefore = await keysUnder('photos/');
    const uploaded = await guest.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(hopper, { guest_session_id: guest.id }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const job = await finished(guest, uploaded.json().job_id);
    expect(job.error).toBeNull();
    const artworkUrl = job.result?.artwork_url ?? '';
    expect(artworkUrl).toMatch(/^\/media\/artworks\//);

    expect(await keysUnder('photos/')).toHaveLength(photosBefore.length + 1);
    expect(await keysUnder('artworks/')).toContain(artworkUrl.slice('/media/'.length));
    // Mock-ups are painted when first asked for, not with the art.
    expect(await keysUnder('mockups/')).toEqual([]);
    expect(existsSync(join(first.services.dataDir, 'media'))).toBe(false);

    const other = await startMachine();
    const mockupUrl = JSON.stringify(job.result?.products).match(/\/media\/mockups\/[^"]+/)?.[0];
    expect(mockupUrl).toBeDefined();
    for (const url of [artworkUrl, mockupUrl ?? '']) {
      // The other machine answers first: a mock-up is painted there, into the bucket.
      const answers = [await other.app.inject(url), await first.app.inject(url)];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        const { format } = await sharp(answer.rawPayload).metadata();
        expect(answer.headers['content-type']).toBe(`image/${format}`);
        expect(answer.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      }
      expect(Number(answers[1]?.headers['content-length'])).toBe(answers[1]?.rawPayload.length);
      expect(answers[1]?.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    }
    expect(await keysUnder('mockups/')).toEqual([(mockupUrl ?? '').slice('/media/'.length)]);
  });

  it('answers 404 for a missing object or a private one, 503 when S3 is too slow', async () => {
    const { app, services } = await startMachine(proxy.endpoint);
    await services.media.put('photos/private.jpg', Buffer.from('a shopper'), 'image/jpeg');
    expect((await app.inject('/media/artworks/never-stored.png')).statusCode).toBe(404);
    expect((await app.inject('/media/mockups/never-made/canvas-8x10.jpg')).statusCode).toBe(404);
    expect((await app.inject('/media/photos/private.jpg')).statusCode).toBe(404);
    expect((await app.inject('/media/artworks/../photos/private.jpg')).statusCode).toBe(404);

    proxy.fault = { kind: 'slow', delayMs: 10_000 };
    const slow = await app.inject('/media/artworks/never-stored.png');
    expect(slow.statusCode).toBe(503);
    expect(slow.json().code).toBe('service_unavailable');
  });

  it('stays ready when the bucket does not answer, naming the media store as degraded', async () => {
    const { app } = await startMachine(proxy.endpoint);
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    proxy.fault = { kind: 'slow', delayMs: 10_000 };
    await new Promise((resolve) => setTimeout(resolve, READINESS_TIMING.freshForMs + 50));
    const started = performance.now();
    const cut = await app.inject('/readyz');
    // Not held by the bucket's 10 s: the check's own bound answered.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(cut.statusCode).toBe(200);
    expect(cut.json()).toEqual({ status: 'ready', degraded: ['media store'] });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('lets go of its S3 connections when the machine shuts down', async () => {
    const own = await startFaultyS3Proxy(s3.endpoint);
    try {
      const machine = await startMachine(own.endpoint);
      expect((await machine.app.inject('/readyz')).statusCode).toBe(200);
      expect(await own.openConnections()).toBeGreaterThan(0);
      apps.splice(apps.indexOf(machine), 1);
      await machine.close();
      // Well before the server's own 5 s keep-alive timeout would close them.
      await expect.poll(() => own.openConnections(), { timeout: 1000 }).toBe(0);
    } finally {
      await own.close();
    }
  });

  it('refuses an upload S3 will not store with a plain try-again error, keeping nothing', async () => {
    const { app, services } = await startMachine(proxy.endpoint);
    const guest = await startGuest(app);
    const shoppersPhotos = async () => [
      ...(await keysUnder('originals/')),
      ...(await keysUnder('photos/')),
    ];
    const before = await shoppersPhotos();
    proxy.fault = { kind: 'refuse-writes', status: 403 };
    const refused = await guest.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(hopper, { guest_session_id: guest.id }),
    });
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({ code: 'internal_error', detail: INTERNAL_ERROR_DETAIL });
    expect(await services.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    expect(await shoppersPhotos()).toEqual(before);
  });

  it('finishes a job whose artwork S3 refused for a few seconds, on its first attempt', async () => {
    const { engine, renders } = countingArtEngine('patient', 500);
    const { app, services } = await startMachine(proxy.endpoint, { artEngine: engine });
    startWorkers(services);
    const guest = await startGuest(app);
    const uploaded = await guest.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(hopper, { guest_session_id: guest.id }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // While the art is painted, S3 starts refusing every write, and keeps on for 3 s.
    proxy.fault = { kind: 'refuse-writes', status: 500 };
    await vi.waitFor(() => expect(renders).toHaveLength(1), { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    proxy.fault = { kind: 'none' };

    const job = await finished(guest, uploaded.json().job_id);
    expect(job.error).toBeNull();
    expect(job.status).toBe('completed');
    const [row] = await services.db.selectFrom('jobs').select('attempts').execute();
    expect(row?.attempts).toBe(1);
    expect(renders).toHaveLength(1);
    const artwork = await app.inject(job.result?.artwork_url ?? '');
    expect(artwork.statusCode).toBe(200);
  }, 60_000);

  it('renders the style thumbnails once for all machines sharing the bucket', async () => {
    const { engine, renders } = countingArtEngine();
    const first = await startMachine(s3.endpoint, { artEngine: engine });
    const styles = (await first.app.inject('/api/prompt-styles')).json();
    expect(renders).toHaveLength(STYLE_IDS.length);

    const second = await startMachine(s3.endpoint, { artEngine: engine });
    expect((await second.app.inject('/api/prompt-styles')).json()).toEqual(styles);
    expect(renders).toHaveLength(STYLE_IDS.length);
    const thumbnail = await second.app.inject(styles[0].thumbnail_url);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'renders the style thumbnails once when machines sharing a database start together',
    async () => {
      const [, postgres] =
        appDatabases({ postgres: true }).find(([dialect]) => dialect === 'postgres') ?? [];
      const database = await (postgres as () => Promise<AppDatabase>)();
      try {
        const { engine, renders } = countingArtEngine(`together-${randomUUID()}`, 20);
        const machines = await Promise.all(
          [1, 2].map(() => startMachine(s3.endpoint, { artEngine: engine }, database.env)),
        );
        const answers = await Promise.all(
          machines.map(({ app }) => app.inject('/api/prompt-styles')),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        expect(answers[1]?.json()).toEqual(answers[0]?.json());
        expect(renders.sort()).toEqual([...STYLE_IDS].sort());
      } finally {
        await Promise.all(apps.splice(0).map((testApp) => testApp.close()));
        await database.drop();
      }
    },
  );

  it('points browsers at MEDIA_PUBLIC_BASE_URL and lets the page load images from there', async () => {
    const { app, services } = await startMachine(
      s3.endpoint,
      { artEngine: countingArtEngine().engine },
      { MEDIA_PUBLIC_BASE_URL: 'https://media.example.com/shop/' },
    );
    const styles = (await app.inject('/api/prompt-styles')).json();
    const url = new URL(styles[0].thumbnail_url);
    expect(url.origin).toBe('https://media.example.com');
    expect(url.pathname).toMatch(/^\/shop\/thumbnails\/counting-v\d+\/\w+\.jpg$/);
    const csp = String((await app.inject('/healthz')).headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/media\.example\.com[;\s]/);
    // Links stored before the switch keep working.
    const key = url.pathname.slice('/shop/'.length);
    expect((await app.inject(`/media/${key}`)).statusCode).toBe(200);
    expect(services.config.media.publicBaseUrl).toBe('https://media.example.com/shop');
  });

  it('refuses a MEDIA_PUBLIC_BASE_URL that is not a URL', () => {
    expect(() => loadConfig({ MEDIA_PUBLIC_BASE_URL: 'media.example.com' })).toThrow(ConfigError);
  });
});
