import { fixturePhoto } from '@masterpiece-me/test-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobResponse, jobResponseSchema } from '../../shared/api/generation';
import { startWorkers } from '../services';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';

describe('Try another look: the same photo in another style, no new upload', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({
      GENERATION_QUOTA_PER_HOUR: '3',
      PROCESS_DIRECTLY_WAIT_MS: '45000',
    });
    startWorkers(test.services);
  }, 60_000);
  afterAll(async () => test.close());

  async function finished(guest: TestGuest, jobId: string): Promise<JobResponse> {
    for (;;) {
      const job = jobResponseSchema.parse(
        (await guest.inject({ url: `/api/jobs/${jobId}` })).json(),
      );
      if (job.status === 'completed' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function makeArt(guest: TestGuest): Promise<string> {
    const made = await guest.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(
        { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' },
        { style_id: 'royal_oil_paint', process_directly: 'true', guest_session_id: guest.id },
      ),
    });
    expect(made.json().status, made.body).toBe('completed');
    return made.json().job_id;
  }

  const anotherLook = (guest: TestGuest, jobId: string, look: object) =>
    guest.post(`/api/jobs/${jobId}/another-look`, look);

  it('paints the stored photo in the new style as a job of the same shopper, counted once', async () => {
    const guest = await startGuest(test.app);
    const first = await makeArt(guest);
    const asked = await anotherLook(guest, first, { style_id: 'commanding_wizard' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().status).toBe('queued');
    const second = asked.json().job_id as string;
    expect(second).not.toBe(first);
    const done = await finished(guest, second);
    expect(done.status).toBe('completed');
    expect(done.result?.products.length).toBeGreaterThan(2);
    const [a, b] = await Promise.all([first, second].map((id) => test.services.jobs.findById(id)));
    expect(b?.style_id).toBe('commanding_wizard');
    expect(b?.photo_key).toBe(a?.photo_key);
    expect(b?.media_name).not.toBe(a?.media_name);

    // A shopper's own description too, waited for as an upload with process_directly is.
    const custom = await anotherLook(guest, second, {
      style_id: 'custom',
      custom_prompt: 'a watercolour of me as a queen in a spring garden',
      process_directly: true,
    });
    expect(custom.statusCode, custom.body).toBe(200);
    expect(custom.json()).toMatchObject({ status: 'completed' });
    expect(custom.json().painted_as).toEqual(expect.arrayContaining(['watercolour', 'queen']));
    expect(custom.json().products.length).toBeGreaterThan(2);
    // The hour's third generation was the last.
    const spent = await anotherLook(guest, first, { style_id: 'caravaggio' });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error).toBe('wizards_recharging');
  }, 120_000);

  it('is the owner’s alone, and asks for a style it can paint', async () => {
    const guest = await startGuest(test.app);
    const first = await makeArt(guest);
    const stranger = await startGuest(test.app);
    expect((await anotherLook(stranger, first, { style_id: 'caravaggio' })).statusCode).toBe(404);
    const bare = await test.app.inject({
      method: 'POST',
      url: `/api/jobs/${first}/another-look`,
      payload: { style_id: 'caravaggio' },
    });
    expect(bare.statusCode).toBe(401);
    for (const look of [{ style_id: 'cubism' }, { style_id: 'custom' }, {}]) {
      const refused = await anotherLook(guest, first, look);
      expect(refused.statusCode, JSON.stringify(look)).toBe(400);
      expect(refused.json().detail).toBeTruthy();
    }
  }, 60_000);

  it('keeps the shared photo until the last artwork painted from it is deleted', async () => {
    const guest = await startGuest(test.app);
    const first = await makeArt(guest);
    const second = (await anotherLook(guest, first, { style_id: 'caravaggio' })).json().job_id;
    await finished(guest, second);
    const photo = (await test.services.jobs.findById(first))?.photo_key as string;
    const remove = (id: string) => guest.inject({ method: 'DELETE', url: `/api/artworks/${id}` });

    expect((await remove(first)).statusCode).toBe(204);
    expect(await test.services.media.has(photo)).toBe(true);
    expect((await remove(second)).statusCode).toBe(204);
    expect(await test.services.media.has(photo)).toBe(false);
  }, 120_000);

  it('asks for the photo again once it is no longer kept', async () => {
    const guest = await startGuest(test.app);
    const first = await makeArt(guest);
    const photo = (await test.services.jobs.findById(first))?.photo_key as string;
    await test.services.media.delete(photo);
    const gone = await anotherLook(guest, first, { style_id: 'cyberpunk_hero' });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('photo_gone');
    expect(gone.json().detail).toBe(
      'The photo of this artwork is no longer kept. Please upload it again to try another look.',
    );
  }, 60_000);
});
