import { fixturePhoto } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobResponseSchema } from '../../shared/api/generation';
import type { ArtEngine, ArtRequest } from '../ports/art-engine';
import { startWorkers } from '../services';
import { appDatabases } from '../testing/app-databases';
import { startGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';

const hopper = { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' };

describe.each(appDatabases())('a generation job, on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  const requests: ArtRequest[] = [];
  // Records what the engine is asked and paints a small plain picture.
  const recordingArt: ArtEngine = {
    name: 'recording',
    async render(request) {
      requests.push(request);
      const image = await sharp({
        create: { width: 40, height: 50, channels: 3, background: '#875' },
      })
        .jpeg()
        .toBuffer();
      return { image, contentType: 'image/jpeg', width: 40, height: 50 };
    },
  };
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp(
      { ...db.env, PROCESS_DIRECTLY_WAIT_MS: '45000' },
      { artEngine: recordingArt },
    );
    startWorkers(test.services);
  });
  afterAll(async () => {
    await test.close();
    await drop();
  });

  it('hands the render the face the upload check found, so it need not look again', async () => {
    const guest = await startGuest(test.app);
    const upload = await guest.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(hopper, { guest_session_id: guest.id }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const jobId = upload.json().job_id;
    for (;;) {
      const job = jobResponseSchema.parse(
        (await guest.inject({ url: `/api/jobs/${jobId}` })).json(),
      );
      if (job.status === 'completed' || job.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [request] = requests;
    expect(request?.faces?.faces).toHaveLength(1);
    const { width = 0, height = 0, faces = [] } = request?.faces ?? {};
    const [face] = faces;
    // Grace Hopper's face, in the middle half of the picture the check looked at.
    expect(face?.box.x).toBeGreaterThan(width * 0.2);
    expect((face?.box.x ?? 0) + (face?.box.width ?? 0)).toBeLessThan(width * 0.8);
    expect(face?.landmarks.nose.y).toBeGreaterThan(height * 0.2);
    expect(face?.landmarks.nose.y).toBeLessThan(height * 0.7);
  });
});
