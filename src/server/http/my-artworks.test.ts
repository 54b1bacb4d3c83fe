import { randomUUID } from 'node:crypto';
import { fixturePhoto } from '@masterpiece-me/test-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTWORKS_PAGE_SIZE, artworksPageSchema } from '../../shared/api/artworks';
import type { OrderRecord } from '../domain/orders/order-record';
import { startWorkers } from '../services';
import { appDatabases } from '../testing/app-databases';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { paidCanvasOrder } from '../testing/order-fixture';
import { ownerOrdersKit } from '../testing/owner-orders-kit';
import { seedArtworks } from '../testing/seed-artworks';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';
import { sweepExpiredArt } from '../workflows/sweep-expired-art';

const DAY = 24 * 60 * 60_000;

describe.each(appDatabases({ postgres: true }))('My artworks on %s', (_dialect, database) => {
  let test: TestApp;
  let drop: () => Promise<void>;
  let kit: ReturnType<typeof ownerOrdersKit>;
  beforeAll(async () => {
    const db = await database();
    drop = db.drop;
    test = await startTestApp({
      ...db.env,
      AUTH_SIGN_UPS_PER_HOUR: '100',
      GENERATION_QUOTA_PER_HOUR: '1000',
      PROCESS_DIRECTLY_WAIT_MS: '45000',
    });
    startWorkers(test.services);
    kit = ownerOrdersKit(test);
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await drop();
  });

  /** A real artwork of `guest`'s, made over HTTP: its job id, preview and every image URL. */
  async function makeArt(guest: TestGuest) {
    const made = await guest.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(
        { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' },
        { style_id: 'caravaggio', process_directly: 'true', guest_session_id: guest.id },
      ),
    });
    expect(made.json().status, made.body).toBe('completed');
    const body = made.json();
    const images = [...JSON.stringify(body).matchAll(/\/media\/[^"]+/g)].map(([url]) => url);
    return { id: body.job_id as string, preview: body.artwork_url as string, images };
  }

  const seed = (guest: TestGuest, count: number) =>
    seedArtworks(test.services.jobs, guest.id, count);

  const list = async (inject: TestGuest['inject'], cursor?: string) => {
    const url = cursor ? `/api/artworks?cursor=${cursor}` : '/api/artworks';
    const response = await inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return artworksPageSchema.parse(response.json());
  };

  it('lists a guest’s artworks newest first, 24 a page, through 1,000 of them', async () => {
    const guest = await startGuest(test.app);
    const ids = await seed(guest, 1000);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(guest.inject, cursor);
      expect(page.artworks.length).toBeLessThanOrEqual(ARTWORKS_PAGE_SIZE);
      seen.push(...page.artworks.map((artwork) => artwork.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    expect((await list(guest.inject)).artworks.every((artwork) => !artwork.ordered)).toBe(true);
    // Another browser's guest sees none of them; nobody at all is asked who they are.
    expect((await list((await startGuest(test.app)).inject)).artworks).toEqual([]);
    expect((await test.app.inject({ url: '/api/artworks' })).statusCode).toBe(401);
    const forged = await guest.inject({ url: '/api/artworks?cursor=bm90LWEtY3Vyc29y' });
    expect(forged.statusCode).toBe(400);
  }, 120_000);

  it('follows the art into the account, seen from a fresh browser after sign-in', async () => {
    const guest = await startGuest(test.app);
    const [made] = await seed(guest, 1);
    const account = await kit.account(`maker-${randomUUID()}@example.com`);
    const claimed = await kit.send(
      'POST',
      '/api/account/claim-guest-session',
      `${account}; ${guest.cookie}`,
      { guest_session_id: guest.id },
    );
    expect(claimed.json()).toMatchObject({ jobs: 1 });
    const elsewhere = await test.app.inject({ url: '/api/artworks', headers: { cookie: account } });
    expect(artworksPageSchema.parse(elsewhere.json()).artworks.map((a) => a.id)).toEqual([made]);
  });

  it('deletes an artwork with its photo, preview and mock-ups, for its owner only', async () => {
    const guest = await startGuest(test.app);
    const art = await makeArt(guest);
    const job = await test.services.jobs.findById(art.id);
    expect(art.images.length).toBeGreaterThan(4);
    for (const url of art.images) expect((await test.app.inject(url)).statusCode).toBe(200);

    const stranger = await startGuest(test.app);
    const taken = await stranger.inject({ method: 'DELETE', url: `/api/artworks/${art.id}` });
    expect(taken.statusCode).toBe(404);
    expect((await test.app.inject(art.preview)).statusCode).toBe(200);

    const deleted = await guest.inject({ method: 'DELETE', url: `/api/artworks/${art.id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    for (const url of art.images) expect((await test.app.inject(url)).statusCode, url).toBe(404);
    for (const key of [job?.original_key, job?.photo_key]) {
      expect(await test.services.media.has(key as string)).toBe(false);
    }
    expect((await guest.inject({ url: `/api/jobs/${art.id}` })).statusCode).toBe(404);
    expect((await list(guest.inject)).artworks).toEqual([]);
    const again = await guest.inject({ method: 'DELETE', url: `/api/artworks/${art.id}` });
    expect(again.statusCode).toBe(404);
  }, 90_000);

  /** A paid order of the guest's that prints job `jobId` on a canvas. */
  const orderPrinting = (guest: TestGuest, jobId: string) => {
    const [line] = paidCanvasOrder('any', new Date()).lines;
    return kit.paidOrder({
      lines: [{ ...(line as OrderRecord['lines'][number]), jobId, fallback: false }],
      owner: { customerId: null, guestSessionId: guest.id },
    });
  };

  it('keeps an artwork an order prints: deleting it is refused, and it stays', async () => {
    const guest = await startGuest(test.app);
    const art = await makeArt(guest);
    await orderPrinting(guest, art.id);
    const listed = (await list(guest.inject)).artworks;
    expect(listed.map((artwork) => [artwork.id, artwork.ordered])).toEqual([[art.id, true]]);
    const refused = await guest.inject({ method: 'DELETE', url: `/api/artworks/${art.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('artwork_ordered');
    expect((await test.app.inject(art.preview)).statusCode).toBe(200);
  }, 90_000);

  it('sweeps away art past its retention with its media, never a paid order’s', async () => {
    const guest = await startGuest(test.app);
    const [expired, bought] = [await makeArt(guest), await makeArt(guest)];
    const [young] = await seed(guest, 1);
    await orderPrinting(guest, bought.id);
    // The sweep runs as if 91 days had passed since the two were made; the young one is new.
    await test.services.db
      .updateTable('jobs')
      .set({ created_at: new Date(Date.now() - 91 * DAY).toISOString() })
      .where('id', 'in', [expired.id, bought.id])
      .execute();
    const forgotten = await sweepExpiredArt(test.services, 90);
    expect(forgotten).toBeGreaterThanOrEqual(1);
    expect(await test.services.jobs.findById(expired.id)).toBeUndefined();
    for (const url of expired.images) expect((await test.app.inject(url)).statusCode).toBe(404);
    expect(await test.services.jobs.findById(bought.id)).toBeDefined();
    for (const url of bought.images) expect((await test.app.inject(url)).statusCode).toBe(200);
    expect(await test.services.jobs.findById(young as string)).toBeDefined();
  }, 90_000);
});
