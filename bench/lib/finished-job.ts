import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import { startGuestOverHttp } from '../../src/server/testing/guest-session';
import { uploadForm } from '../../src/server/testing/upload-form';

/** A job a guest's upload made, finished: its id, its poll's answer and the guest's cookie. */
export interface FinishedJob {
  id: string;
  body: string;
  cookie: string;
}

/** Uploads a portrait as a guest and waits for its job: the answer its owner's poll gets. */
export async function finishedJob(base: string): Promise<FinishedJob> {
  const bytes = readFileSync(join(FIXTURE_PHOTOS, 'single_grace_hopper_512x512.jpg'));
  const { id: guestId, cookie } = await startGuestOverHttp(base);
  const form = uploadForm({ bytes, name: 'hopper.jpg' }, { guest_session_id: guestId });
  const headers = { cookie, origin: base };
  const uploaded = await fetch(base, { method: 'POST', body: form, headers });
  const { job_id: id } = (await uploaded.json()) as { job_id: string };
  for (;;) {
    const response = await fetch(`${base}/api/jobs/${id}`, { headers });
    const body = await response.text();
    if ((JSON.parse(body) as { status: string }).status === 'completed')
      return { id, body, cookie };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
