import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fixturePhoto, fixtureType, PORTRAIT_FIXTURES } from '@masterpiece-me/test-photos';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PEOPLE_MESSAGES, UPLOAD_ERROR_MESSAGES } from '../../shared/upload-errors';
import { PHOTO_MESSAGES } from '../../shared/validation/photo-file';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { TestServices } from '../testing/test-services';
import { uploadForm } from '../testing/upload-form';

let testApp: TestApp;
let services: TestServices;
let app: FastifyInstance;

async function start(env: Record<string, string> = {}) {
  testApp = await startTestApp(env);
  ({ app, services } = testApp);
}

afterEach(async () => testApp.close());

const hopper = { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' };
/** Posts the form as a browser would: as a guest (a new one unless given), with its proof. */
async function upload(form: FormData, guest?: TestGuest) {
  const shopper = guest ?? (await startGuest(app));
  if (!form.has('guest_session_id')) form.append('guest_session_id', shopper.id);
  return shopper.inject({ method: 'POST', url: '/', payload: form });
}
const jobCount = async () =>
  Number(
    (
      await services.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST / refuses bad input with the SPEC message and creates no job', () => {
  const cases: Array<[string, FormData, number, string]> = [
    [
      'a text file named .jpg',
      uploadForm({ bytes: Buffer.from('not a photo at all'), name: 'photo.jpg' }),
      422,
      PHOTO_MESSAGES.invalidType,
    ],
    [
      'the truncated JPEG',
      uploadForm({ bytes: fixturePhoto('extra_corrupt_truncated.jpg'), name: 'truncated.jpg' }),
      422,
      PHOTO_MESSAGES.corruptImage,
    ],
    [
      'the 64x64 photo',
      uploadForm({ bytes: fixturePhoto('tiny_astronaut_64x64.jpg'), name: 'tiny.jpg' }),
      422,
      PHOTO_MESSAGES.tooSmall,
    ],
    [
      'the 6035x8212 photo',
      uploadForm({
        bytes: fixturePhoto('large_single_espinasse_portrait_6035x8212.jpg'),
        name: 'big.jpg',
      }),
      422,
      PHOTO_MESSAGES.tooBig,
    ],
    [
      'an 11 MB file',
      uploadForm({ bytes: Buffer.alloc(11 * 1024 * 1024, 0xff), name: 'huge.jpg' }),
      413,
      PHOTO_MESSAGES.tooLarge,
    ],
    [
      'an SVG',
      uploadForm({
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"/>'),
        name: 'face.svg',
        type: 'image/svg+xml',
      }),
      422,
      PHOTO_MESSAGES.invalidType,
    ],
    [
      'an empty file',
      uploadForm({ bytes: Buffer.alloc(0), name: 'empty.jpg' }),
      422,
      PHOTO_MESSAGES.invalidType,
    ],
    ['a request without a file', uploadForm(undefined), 400, 'A photo file is required'],
    ['a missing gender', uploadForm(hopper, { gender: undefined }), 400, 'gender'],
    ['an unknown gender', uploadForm(hopper, { gender: 'robot' }), 400, 'gender'],
    ['an unknown style', uploadForm(hopper, { style_id: 'pop_art' }), 400, 'style_id'],
    [
      'a custom style without a prompt',
      uploadForm(hopper, { style_id: 'custom', custom_prompt: '   ' }),
      400,
      'custom_prompt',
    ],
  ];

  it.each(cases)('%s', async (_name, form, status, message) => {
    await start();
    const response = await upload(form);
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toContain(message);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(await jobCount()).toBe(0);
  });

  it.each([
    ['the coffee cup', 'noperson_coffee_cup_600x400.png', 'no_face', PEOPLE_MESSAGES.noFace],
    ['the houses (HEIC)', 'heic_libheif_example_1280x854.heic', 'no_face', PEOPLE_MESSAGES.noFace],
    [
      'the Apollo 11 crew',
      'multi_apollo11_crew_3people_600x471.jpg',
      'several_people',
      PEOPLE_MESSAGES.several(3),
    ],
    [
      'the soccer match',
      'multi_soccer_players_1280x853.jpg',
      'several_people',
      PEOPLE_MESSAGES.several(3),
    ],
  ])('refuses %s by the one-person rule', async (_name, fixture, code, message) => {
    await start();
    const photo = { bytes: fixturePhoto(fixture), name: fixture, type: fixtureType(fixture) };
    const response = await upload(uploadForm(photo));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: code, message, detail: message });
    expect(await jobCount()).toBe(0);
  });

  it.each(PORTRAIT_FIXTURES)('accepts %s, a photo of one person', async (fixture) => {
    await start();
    const photo = { bytes: fixturePhoto(fixture), name: fixture, type: fixtureType(fixture) };
    const response = await upload(uploadForm(photo));
    expect(response.statusCode, response.body).toBe(200);
    expect(await jobCount()).toBe(1);
  });

  it('answers a request that is not multipart with a 400, not a 500', async () => {
    await start();
    const json = await app.inject({ method: 'POST', url: '/', payload: { gender: 'male' } });
    expect(json.statusCode).toBe(400);
    const garbage = await app.inject({
      method: 'POST',
      url: '/',
      payload: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
    expect(await jobCount()).toBe(0);
  });
});

describe('POST / with process_directly', () => {
  it('answers queued, with a job that carries on, when the job is not done within the wait', async () => {
    // No worker runs here, so the job cannot finish within the 50 ms wait.
    await start({ PROCESS_DIRECTLY_WAIT_MS: '50' });
    const response = await upload(uploadForm(hopper, { process_directly: 'true' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ status: 'queued', job_id: expect.any(String) });
    const job = await services.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', body.job_id)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('queued');
  });
});

describe('POST / with an upload_key', () => {
  it('answers the job the key made, sent again after or during the first, and counts it once', async () => {
    await start({ GENERATION_QUOTA_PER_HOUR: '1', PROCESS_DIRECTLY_WAIT_MS: '50' });
    const guest = await startGuest(app);
    const key = randomUUID();
    const keyed = () => uploadForm(hopper, { upload_key: key, process_directly: 'true' });
    const [first, racing] = await Promise.all([upload(keyed(), guest), upload(keyed(), guest)]);
    const again = await upload(keyed(), guest);
    for (const answer of [first, racing, again]) expect(answer.statusCode).toBe(200);
    const jobId = first.json().job_id;
    expect([racing.json().job_id, again.json().job_id]).toEqual([jobId, jobId]);
    expect(await jobCount()).toBe(1);
    // Only the one job's photos are kept: the racing request's copies went with it.
    expect(readdirSync(join(services.dataDir, 'media', 'photos'))).toHaveLength(1);

    const fresh = await upload(uploadForm(hopper, { upload_key: randomUUID() }), guest);
    expect(fresh.json()).toMatchObject({ error: 'wizards_recharging' });
  });

  it('makes another shopper’s upload with the same key a job of their own', async () => {
    await start();
    const key = randomUUID();
    const mine = await upload(uploadForm(hopper, { upload_key: key }));
    const theirs = await upload(uploadForm(hopper, { upload_key: key }));
    expect(theirs.json().job_id).not.toBe(mine.json().job_id);
    expect(await jobCount()).toBe(2);
  });

  it('refuses a key that is not a UUID, and makes no job', async () => {
    await start();
    const response = await upload(uploadForm(hopper, { upload_key: 'again' }));
    expect(response.statusCode).toBe(400);
    expect(await jobCount()).toBe(0);
  });
});

describe('POST / protection', () => {
  it('answers too_much_activity past the per-client request rate', async () => {
    await start({ UPLOAD_RATE_LIMIT_PER_MINUTE: '2', QUEUE_MAX_DEPTH: '50' });
    const bad = () => uploadForm(undefined);
    expect((await upload(bad())).statusCode).toBe(400);
    expect((await upload(bad())).statusCode).toBe(400);
    const limited = await upload(bad());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'too_much_activity',
      message: UPLOAD_ERROR_MESSAGES.tooMuchActivity,
    });
  });

  it('answers wizards_recharging past the hourly quota of one shopper, not of another', async () => {
    await start({ GENERATION_QUOTA_PER_HOUR: '1', WORKER_CONCURRENCY: '1' });
    const guest = await startGuest(app);
    const first = await upload(uploadForm(hopper), guest);
    expect(first.statusCode).toBe(200);
    const second = await upload(uploadForm(hopper), guest);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({
      error: 'wizards_recharging',
      message: UPLOAD_ERROR_MESSAGES.wizardsRecharging,
    });
    const other = await upload(uploadForm(hopper));
    expect(other.statusCode).toBe(200);
  });

  it('answers gallery_busy when the queue is deeper than its limit', async () => {
    await start({ QUEUE_MAX_DEPTH: '1' });
    expect((await upload(uploadForm(hopper))).statusCode).toBe(200);
    const busy = await upload(uploadForm(hopper));
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({
      error: 'gallery_busy',
      message: UPLOAD_ERROR_MESSAGES.galleryBusy,
    });
    expect(await jobCount()).toBe(1);
  });

  it('answers queue_unavailable with retry_recommended when the queue backend is down', async () => {
    await start({ REDIS_URL: 'redis://127.0.0.1:1' });
    const response = await upload(uploadForm(hopper));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: 'queue_unavailable',
      message: UPLOAD_ERROR_MESSAGES.queueUnavailable,
      retry_recommended: true,
    });
    expect(await jobCount()).toBe(0);
  });
});

describe('GET /api/jobs/{id}', () => {
  it('answers 404 with a detail for an unknown or malformed id', async () => {
    await start();
    for (const id of ['7c9e6679-7425-40de-944b-e07fc1f90ae7', 'not-a-uuid', '..%2f..%2fetc']) {
      const response = await app.inject(`/api/jobs/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'job_not_found', detail: 'Job not found' });
    }
  });
});
