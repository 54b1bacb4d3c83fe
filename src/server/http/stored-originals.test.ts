import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGuest } from '../testing/guest-session';
import { holdsSecrets, photoWithMetadata } from '../testing/photo-with-metadata';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';
import { readMedia } from '../workflows/read-media';

const upright = (bytes: Buffer) => sharp(bytes).rotate().raw().toBuffer();

describe('the original of an uploaded photo, as the store keeps it', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('holds no GPS, Exif or XMP, and shows the same upright %s', async (format, type) => {
    const photo = await photoWithMetadata(format);
    expect(holdsSecrets(photo)).toBe(true);
    const guest = await startGuest(test.app);
    const form = uploadForm({ bytes: photo, name: `portrait.${format}`, type });
    form.append('guest_session_id', guest.id);
    const uploaded = await guest.inject({ method: 'POST', url: '/', payload: form });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const job = await test.services.jobs.findById(uploaded.json().job_id);
    expect(job?.original_key).toMatch(new RegExp(`^originals/.+\\.${format}$`));

    const kept = await readMedia(test.services.media, job?.original_key ?? '');
    expect(holdsSecrets(kept)).toBe(false);
    const [sent, stored] = await Promise.all([sharp(photo).metadata(), sharp(kept).metadata()]);
    expect(stored).toMatchObject({ format: sent.format, orientation: 8 });
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc?.equals(sent.icc as Buffer)).toBe(true);
    expect((await upright(kept)).equals(await upright(photo))).toBe(true);
  });
});
