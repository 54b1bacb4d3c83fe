import {
  fingerprintImage,
  fixturePhoto,
  fixtureType,
  meanDifference,
  PORTRAIT_FIXTURES,
} from '@masterpiece-me/test-photos';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobResponse, jobResponseSchema } from '../../shared/api/generation';
import { apiProductSchema } from '../../shared/api/products';
import { STYLE_IDS } from '../../shared/styles';
import { startWorkers } from '../services';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { TestServices } from '../testing/test-services';
import { uploadForm } from '../testing/upload-form';

/** Mean per-channel difference (0-255) an artwork must keep from its photo. */
const MIN_DIFFERENCE = 12;

let testApp: TestApp;
let services: TestServices;
let app: FastifyInstance;
let guest: TestGuest;

beforeAll(async () => {
  testApp = await startTestApp({
    GENERATION_QUOTA_PER_HOUR: '1000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
    QUEUE_MAX_DEPTH: '1000',
    // A cold art pool on a busy machine takes longer than the default wait.
    PROCESS_DIRECTLY_WAIT_MS: '45000',
  });
  ({ app, services } = testApp);
  guest = await startGuest(app);
  startWorkers(services);
});
afterAll(async () => testApp.close());

async function finished(jobId: string): Promise<JobResponse> {
  for (;;) {
    const job = jobResponseSchema.parse((await guest.inject({ url: `/api/jobs/${jobId}` })).json());
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Each style once over HTTP, the portraits taken in turn so each goes through the API too. That
 * the nine styles differ clearly from each other on every portrait is judged where every
 * portrait is painted in every style anyway (vision/artwork-keeps-the-person).
 */
const STYLE_ON_PORTRAIT = STYLE_IDS.map(
  (styleId, i) => [styleId, PORTRAIT_FIXTURES[i % PORTRAIT_FIXTURES.length] as string] as const,
);

describe('every style over HTTP', () => {
  it.each(STYLE_ON_PORTRAIT)(
    '%s on %s comes back as three products with mock-ups and its artwork, unlike the photo',
    async (styleId, portrait) => {
      const bytes = fixturePhoto(portrait);
      const response = await guest.inject({
        method: 'POST',
        url: '/',
        payload: uploadForm(
          { bytes, name: portrait, type: fixtureType(portrait) },
          { style_id: styleId, gender: 'female', guest_session_id: guest.id },
        ),
      });
      expect(response.statusCode, response.body).toBe(200);
      const jobId: string = response.json().job_id;

      const job = await finished(jobId);
      expect(job.error).toBeNull();
      const products = job.result?.products ?? [];
      const titles = products.map((product) => apiProductSchema.parse(product).title);
      expect(titles).toEqual(
        expect.arrayContaining(['T-Shirt', 'Canvas', expect.stringContaining('Coffee Mug')]),
      );
      const images = products.flatMap((product) =>
        'colors' in product
          ? product.colors.flatMap((color) => color.images)
          : 'size_options' in product
            ? product.size_options.map((option) => option.main_image)
            : product.images,
      );
      for (const url of new Set(images)) {
        expect(url).not.toContain(jobId);
        const media = await app.inject(url);
        expect(media.statusCode, url).toBe(200);
        expect(media.headers['content-type']).toMatch(/^image\//);
      }
      // The artwork on its own is served where the job says.
      const artworkUrl = job.result?.artwork_url ?? '';
      expect(artworkUrl).not.toContain(jobId);
      const artwork = await app.inject(artworkUrl);
      expect(artwork.statusCode, artworkUrl).toBe(200);
      expect(artwork.headers['content-type']).toMatch(/^image\//);
      const difference = meanDifference(
        await fingerprintImage(artwork.rawPayload),
        await fingerprintImage(bytes),
      );
      expect(difference).toBeGreaterThan(MIN_DIFFERENCE);
    },
    120_000,
  );
});

describe('process_directly', () => {
  it('answers completed with the products when the job finishes in time', async () => {
    const response = await guest.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(
        { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' },
        {
          style_id: 'cyberpunk_hero',
          gender: 'female',
          process_directly: 'true',
          guest_session_id: guest.id,
        },
      ),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('completed');
    expect(body.products).toHaveLength(4);
    expect(body.artwork_url).toMatch(/^\/media\/artworks\/.+\.(jpg|png)$/);
    // Media is public; the job's id is enough to ask for the job, so no URL may carry it.
    const urls = [...JSON.stringify(body).matchAll(/\/media\/[^"]+/g)].map(([url]) => url);
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) expect(url).not.toContain(body.job_id);
  }, 60_000);
});
