import { afterEach, describe, expect, it } from 'vitest';
import { seedFinishedJob } from '../testing/checkout-fixtures';
import { startGuest } from '../testing/guest-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { INTERNAL_ERROR_DETAIL } from './errors';

let test: TestApp;
afterEach(async () => test.close());

describe('a stored row that no longer fits its shape', () => {
  it('is answered as our fault, a plain 500 that names nothing, and the shop goes on', async () => {
    test = await startTestApp();
    const guest = await startGuest(test.app);
    const spoilt = await seedFinishedJob(test.services, { guest_session_id: guest.id });
    const sound = await seedFinishedJob(test.services, { guest_session_id: guest.id });
    await test.services.db
      .updateTable('jobs')
      .set({ result: JSON.stringify({ products: [{ title: 'Canvas', price: 'free' }] }) })
      .where('id', '=', spoilt)
      .execute();

    const answer = await guest.inject({ url: `/api/jobs/${spoilt}` });
    // Not the client's 400: the shopper did nothing wrong and cannot put it right.
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ code: 'internal_error', detail: INTERNAL_ERROR_DETAIL });
    expect(answer.body).not.toMatch(/products|StoredRecordError|at .*\.ts/);

    const next = await guest.inject({ url: `/api/jobs/${sound}` });
    expect(next.statusCode).toBe(200);
    expect(next.json().result.products.length).toBeGreaterThan(0);
  });
});
