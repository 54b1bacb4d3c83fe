import { fixturePhoto } from '@masterpiece-me/test-photos';
import sharp, { type Region } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderViewSchema } from '../../shared/api/orders';
import { PREVIEW_LONG_SIDE, previewMarkBox } from '../artworks/artwork-preview';
import type { OrderRecord } from '../domain/orders/order-record';
import { startWorkers } from '../services';
import { startGuest, type TestGuest } from '../testing/guest-session';
import { paidCanvasOrder } from '../testing/order-fixture';
import { ownerOrdersKit } from '../testing/owner-orders-kit';
import { startTestApp, type TestApp } from '../testing/test-app';
import { uploadForm } from '../testing/upload-form';
import { readMedia } from '../workflows/read-media';

const OWNER = 'owner@example.com';

/** Mean absolute difference per channel (0-255) of one region of two equal-sized images. */
async function regionDifference(a: Buffer, b: Buffer, box: Region): Promise<number> {
  const [first = Buffer.alloc(0), second = Buffer.alloc(0)] = await Promise.all(
    [a, b].map((image) => sharp(image).removeAlpha().extract(box).raw().toBuffer()),
  );
  let sum = 0;
  for (let i = 0; i < first.length; i++) sum += Math.abs((first[i] ?? 0) - (second[i] ?? 0));
  return sum / first.length;
}

describe('the artwork before and after it is bought', () => {
  let test: TestApp;
  let guest: TestGuest;
  let kit: ReturnType<typeof ownerOrdersKit>;
  let jobId: string;
  let previewUrl: string;

  beforeAll(async () => {
    test = await startTestApp({
      SHOP_OWNER_EMAILS: OWNER,
      AUTH_SIGN_UPS_PER_HOUR: '100',
      PROCESS_DIRECTLY_WAIT_MS: '45000',
    });
    startWorkers(test.services);
    kit = ownerOrdersKit(test);
    guest = await startGuest(test.app);
    const made = await guest.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(
        { bytes: fixturePhoto('single_grace_hopper_512x512.jpg'), name: 'hopper.jpg' },
        { style_id: 'royal_oil_paint', process_directly: 'true', guest_session_id: guest.id },
      ),
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().status).toBe('completed');
    jobId = made.json().job_id;
    previewUrl = made.json().artwork_url;
  }, 90_000);
  afterAll(async () => test.close());

  /** A paid order of the guest's (or `change`'s owner) printing the artwork on a canvas. */
  const orderPrintingIt = (change: Partial<OrderRecord> = {}) => {
    const [line] = paidCanvasOrder('any', new Date()).lines;
    return kit.paidOrder({
      lines: [{ ...(line as OrderRecord['lines'][number]), jobId, fallback: false }],
      owner: { customerId: null, guestSessionId: guest.id },
      ...change,
    });
  };
  const download = (order: OrderRecord, query = `?token=${order.accessToken}`, cookie?: string) =>
    test.app.inject({
      url: `/api/orders/${order.id}/artworks/${jobId}${query}`,
      headers: cookie ? { cookie } : {},
    });

  it('shows shoppers a marked preview at screen size, and nobody the full artwork', async () => {
    const preview = await test.app.inject(previewUrl);
    expect(preview.statusCode).toBe(200);
    const shown = await sharp(preview.rawPayload).metadata();
    expect(Math.max(shown.width ?? 0, shown.height ?? 0)).toBe(PREVIEW_LONG_SIDE);

    const job = await test.services.jobs.findById(jobId);
    const fileKey = JSON.parse(job?.result ?? '{}').artwork_key as string;
    const fullBytes = await readMedia(test.services.media, fileKey);
    expect((await sharp(fullBytes).metadata()).width).toBe(1232);
    // The full file is stored, but not where anyone can load it.
    expect((await test.app.inject(`/media/${fileKey}`)).statusCode).toBe(404);

    // The mark: the corner differs from the artwork brought to the same size; the rest does not.
    const same = await sharp(fullBytes)
      .resize(shown.width, shown.height)
      .jpeg({ quality: 95 })
      .toBuffer();
    const box = previewMarkBox(shown.width ?? 0, shown.height ?? 0);
    const corner = { left: box.left, top: box.top, width: box.size, height: box.size };
    const middle = { ...corner, left: Math.round((shown.width ?? 0) / 2 - box.size / 2) };
    expect(await regionDifference(preview.rawPayload, same, corner)).toBeGreaterThan(12);
    expect(await regionDifference(preview.rawPayload, same, middle)).toBeLessThan(4);
  });

  it('is not handed out before an order for it is paid, nor for another’s order', async () => {
    const someoneElses = await kit.paidOrder();
    const notIt = await test.app.inject({
      url: `/api/orders/${someoneElses.id}/artworks/${jobId}?token=${someoneElses.accessToken}`,
    });
    expect(notIt.statusCode).toBe(404);
    expect(notIt.body).not.toContain('stack');
    const made = await test.app.inject({ url: `/api/orders/no-such-order/artworks/${jobId}` });
    expect([401, 404]).toContain(made.statusCode);
  });

  it('downloads at full size for the buyer once paid, named for the style and order', async () => {
    const order = await orderPrintingIt();
    const view = orderViewSchema.parse(
      (await test.app.inject(`/api/orders/${order.id}?token=${order.accessToken}`)).json(),
    );
    const link = view.items[0]?.artwork_download_url ?? '';
    const product = encodeURIComponent(order.lines[0]?.productId ?? '');
    expect(link).toBe(
      `/api/orders/${order.id}/artworks/${jobId}?product=${product}&token=${order.accessToken}`,
    );

    const bought = await test.app.inject(link);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.headers['content-type']).toBe('image/jpeg');
    expect(bought.headers['content-disposition']).toBe(
      `attachment; filename="masterpiece-me-royal-oil-paint-${order.displayId}.jpg"`,
    );
    const meta = await sharp(bought.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1232, 1536]);

    // Only to the buyer: a wrong token, a stranger signed in.
    expect((await download(order, '?token=not-the-token')).statusCode).toBe(404);
    const stranger = await kit.account('stranger@example.com');
    expect((await download(order, '', stranger)).statusCode).toBe(404);
  });

  it('downloads for a signed-in buyer without a token, and not once the order is refunded', async () => {
    const buyer = await kit.account('buyer@example.com');
    const session = await test.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: buyer },
    });
    const customerId = session.json().user.id as string;
    const order = await orderPrintingIt({ owner: { customerId, guestSessionId: null } });
    expect((await download(order, '', buyer)).statusCode).toBe(200);

    const owner = await kit.account(OWNER);
    const refunded = await kit.send('POST', `/api/admin/orders/${order.id}/refund`, owner, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = await download(order, '', buyer);
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('order_refunded');
    const view = orderViewSchema.parse(
      (
        await test.app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: buyer } })
      ).json(),
    );
    expect(view.items[0]?.artwork_download_url).toBeUndefined();
  });
});
