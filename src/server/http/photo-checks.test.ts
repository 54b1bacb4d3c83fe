import { fixturePhoto } from '@masterpiece-me/test-photos';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_MESSAGES } from '../../shared/upload-errors';
import { PHOTO_MESSAGES } from '../../shared/validation/photo-file';
import { startGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';

let testApp: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  testApp = await startTestApp();
  ({ app } = testApp);
});
afterAll(async () => testApp.close());

async function check(name: string) {
  const guest = await startGuest(app);
  const form = uploadForm({ bytes: fixturePhoto(name), name }, { style_id: undefined });
  return guest.inject({ method: 'POST', url: '/api/photo-checks', payload: form });
}

describe('POST /api/photo-checks: the upload’s photo check, before a style is chosen', () => {
  it('passes a photo of one person facing the camera', async () => {
    const answer = await check('single_grace_hopper_512x512.jpg');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ faces_camera: true });
  });

  it('passes a profile and a look over the shoulder, saying the face is turned away', async () => {
    for (const name of [
      'single_photographer_profile_gray_512x512.png',
      'single_woman_over_shoulder_426x636.png',
    ]) {
      const answer = await check(name);
      expect(answer.statusCode, name).toBe(200);
      expect(answer.json(), name).toEqual({ faces_camera: false });
    }
  });

  it('refuses a photo with no face, and a group, with the upload’s own words', async () => {
    const cup = await check('noperson_coffee_cup_600x400.png');
    expect(cup.statusCode).toBe(422);
    expect(cup.json()).toMatchObject({ error: 'no_face', message: PEOPLE_MESSAGES.noFace });
    const crew = await check('multi_apollo11_crew_3people_600x471.jpg');
    expect(crew.statusCode).toBe(422);
    expect(crew.json()).toMatchObject({
      error: 'several_people',
      message: PEOPLE_MESSAGES.several(3),
    });
  });

  it('refuses a file that is no photo as the upload does', async () => {
    const answer = await check('extra_corrupt_truncated.jpg');
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      error: 'invalid_photo',
      message: PHOTO_MESSAGES.corruptImage,
    });
  });

  it('checks nothing for a client that proves no shopper', async () => {
    const form = uploadForm({
      bytes: fixturePhoto('single_grace_hopper_512x512.jpg'),
      name: 'me.jpg',
    });
    const answer = await app.inject({ method: 'POST', url: '/api/photo-checks', payload: form });
    expect(answer.statusCode).toBe(401);
  });
});
