import { fixturePhoto } from '@masterpiece-me/test-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ERROR_MESSAGES } from '../../shared/upload-errors';
import { ArtRefusedError } from '../ports/art-engine';
import { appDatabases } from '../testing/app-databases';
import { startGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';

const PER_ADDRESS = 3;
const hopper = { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' };
// Only the upload is under test: jobs end at once instead of painting in the background.
const refusingArt = {
  name: 'refusing',
  render: async () => {
    throw new ArtRefusedError('not painted in this test');
  },
};

describe.each(appDatabases({ postgres: true }))(
  'the hourly generation quota, on %s',
  (_dialect, database) => {
    let test: TestApp;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const db = await database();
      drop = db.drop;
      test = await startTestApp(
        {
          ...db.env,
          GENERATION_QUOTA_PER_HOUR: '30',
          GENERATION_QUOTA_PER_ADDRESS_PER_HOUR: String(PER_ADDRESS),
          WORKER_CONCURRENCY: '1',
        },
        { artEngine: refusingArt },
      );
    });
    afterAll(async () => {
      await test.close();
      await drop();
    });

    /** An upload by a brand-new guest session, proven as a browser proves it, from one address. */
    const uploadAsNewGuest = async (remoteAddress: string) => {
      const guest = await startGuest(test.app);
      return guest.inject({
        method: 'POST',
        url: '/',
        remoteAddress,
        payload: uploadForm(hopper, { guest_session_id: guest.id }),
      });
    };

    it('is not escaped by a new guest session per upload from one address', async () => {
      for (let i = 0; i < PER_ADDRESS; i++) {
        const accepted = await uploadAsNewGuest('10.20.0.1');
        expect(accepted.statusCode, accepted.body).toBe(200);
      }
      const refused = await uploadAsNewGuest('10.20.0.1');
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toMatchObject({
        error: 'wizards_recharging',
        message: UPLOAD_ERROR_MESSAGES.wizardsRecharging,
      });
    });

    it('leaves a shopper at another address their own quota', async () => {
      const accepted = await uploadAsNewGuest('10.20.0.2');
      expect(accepted.statusCode, accepted.body).toBe(200);
    });
  },
);
