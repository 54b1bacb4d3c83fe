import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiAddress } from '../../../../shared/api/address';
import { FALLBACK_PRODUCTS } from '../../../../shared/products/fallback-products';
import { type TestDatabase, testDatabases } from '../../../db/testing/test-databases';
import {
  type PartnerOrderLine,
  PartnerOrderRejectedError,
  type PartnerOrderRequest,
  type PrintPartner,
} from '../../../ports/print-partner';
import { createMemoryMediaStore, type MemoryMediaStore } from '../../../testing/memory-media-store';
import { createLocalPrintPartner } from './index';

const address = (region: string, country = 'US'): ApiAddress => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  country,
  region,
  address1: '1 Main Street',
  address2: '',
  city: 'Somewhere',
  zip: '10118',
});

// Lines of the local catalogue (catalogue.ts): a made product and a fallback printed from a URL.
const BLACK_TEE_L: PartnerOrderLine = {
  productId: 'job-1-tshirt',
  variantId: 18054,
  quantity: 1,
  blueprintId: 12,
  printProviderId: 29,
};
const CANVAS_8X10: PartnerOrderLine = {
  variantId: 82228,
  quantity: 2,
  blueprintId: 937,
  printProviderId: 105,
  artworkUrl: 'https://media.example.com/artworks/job-1.jpg',
};
const STANDARD = 1;
const ECONOMY = 4;

const order = (overrides: Partial<PartnerOrderRequest> = {}): PartnerOrderRequest => ({
  externalId: 'order-1',
  label: 'MM-1001',
  lines: [BLACK_TEE_L, CANVAS_8X10],
  shippingMethodId: STANDARD,
  address: address('NY'),
  ...overrides,
});

const MINUTE = 60 * 1000;

describe.each(testDatabases())('the local partner’s orders on %s', (_dialect, open) => {
  let database: TestDatabase;
  let now: Date;
  let partner: PrintPartner;
  let media: MemoryMediaStore;
  beforeEach(async () => {
    database = await open();
    now = new Date('2026-11-23T12:00:00Z');
    media = createMemoryMediaStore();
    partner = createLocalPrintPartner({
      media,
      db: database.db,
      clock: () => now,
      // These tests are about orders: no pictures needed.
    });
  });
  afterEach(() => database.destroy());

  const rows = () => database.db.selectFrom('local_print_orders').selectAll().execute();
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('takes an order as pending and moves it to production and fulfilment as time passes', async () => {
    const placed = await partner.submitOrder(order());
    expect(placed).toEqual({
      id: expect.stringMatching(/^local-po-[0-9a-f]+$/),
      externalId: 'order-1',
      status: 'pending',
      createdAt: new Date('2026-11-23T12:00:00Z'),
    });
    const statusAfter = async (ms: number) => {
      later(ms);
      return (await partner.getOrder(placed.id))?.status;
    };
    expect(await statusAfter(MINUTE)).toBe('pending');
    expect(await statusAfter(MINUTE)).toBe('in-production');
    expect(await statusAfter(27 * MINUTE)).toBe('in-production');
    expect(await statusAfter(MINUTE)).toBe('fulfilled');
    expect(await statusAfter(24 * 60 * MINUTE)).toBe('fulfilled');
    expect(await partner.getOrder(placed.id)).toMatchObject({
      id: placed.id,
      externalId: 'order-1',
      createdAt: placed.createdAt,
    });
  });

  /** A job's made products over a plain artwork (stored only when `stored`), and its mug line. */
  async function madeMug(jobId: string, stored: boolean) {
    const image = await sharp({
      create: { width: 1232, height: 1536, channels: 3, background: { r: 90, g: 60, b: 30 } },
    })
      .png()
      .toBuffer();
    const artworkKey = `artworks/${jobId}.png`;
    if (stored) await media.put(artworkKey, image, 'image/png');
    await partner.createProducts({
      jobId,
      mediaName: `media-${jobId}`,
      artwork: { image, contentType: 'image/png', width: 1232, height: 1536 },
      artworkUrl: `/media/${artworkKey}`,
      artworkKey,
      paintedBy: 'local',
    });
    const line = {
      productId: `${jobId}-mug-white`,
      variantId: 33719,
      quantity: 1,
      blueprintId: 68,
      printProviderId: 1,
    };
    return { image, artworkKey, line };
  }

  it('makes the print file of an ordered product when the order is placed', async () => {
    const { line } = await madeMug('job-9', true);
    expect(media.objects.has('print-files/job-9/mug-white-wrap.jpg')).toBe(false);
    await partner.submitOrder(order({ lines: [line] }));
    const file = media.objects.get('print-files/job-9/mug-white-wrap.jpg');
    const meta = await sharp(file?.body).metadata();
    expect([meta.width, meta.height]).toEqual([2700, 1200]);
  });

  it('places no order whose print file cannot be made; the retry places it with its file', async () => {
    const { image, artworkKey, line } = await madeMug('job-5', false);
    // The artwork is not in the media store yet (a slow replica, a blip): no file, no order.
    await expect(partner.submitOrder(order({ lines: [line] }))).rejects.toThrow(/missing/);
    expect(await partner.findOrderFor('order-1')).toBeNull();
    await media.put(artworkKey, image, 'image/png');
    const placed = await partner.submitOrder(order({ lines: [line] }));
    expect(placed.externalId).toBe('order-1');
    expect(media.objects.has('print-files/job-5/mug-white-wrap.jpg')).toBe(true);
  });

  it('gives back the first order when the same order is submitted again', async () => {
    const first = await partner.submitOrder(order());
    later(5 * MINUTE);
    const again = await partner.submitOrder(order());
    expect(again).toEqual({ ...first, status: 'in-production' });
    expect(await rows()).toHaveLength(1);
    const other = await partner.submitOrder(order({ externalId: 'order-2' }));
    expect(other.id).not.toBe(first.id);
    expect(await rows()).toHaveLength(2);
  });

  it('makes one order of ten concurrent submissions of the same order', async () => {
    const placed = await Promise.all(
      Array.from({ length: 10 }, () => partner.submitOrder(order())),
    );
    expect(new Set(placed.map((p) => p.id)).size).toBe(1);
    const stored = await rows();
    expect(stored.map((row) => row.id)).toEqual([placed[0]?.id]);
    expect(JSON.parse(stored[0]?.request ?? '')).toEqual(order());
  });

  it.each([
    ['a variant the catalogue does not have', [{ ...BLACK_TEE_L, variantId: 99999 }], /99999/],
    ['a variant its provider is out of', [{ ...BLACK_TEE_L, variantId: 18540 }], /18540/],
    ['a variant under another provider', [{ ...BLACK_TEE_L, printProviderId: 99 }], /provider 99/],
    [
      'a line with nothing to print',
      [{ ...CANVAS_8X10, artworkUrl: undefined }],
      /neither a product nor artwork/,
    ],
    ['a zero quantity', [{ ...BLACK_TEE_L, quantity: 0 }], /quantity 0/],
    ['no lines', [], /at least one/],
  ])('refuses %s and keeps nothing', async (_label, lines, reason) => {
    const refused = partner.submitOrder(order({ lines }));
    await expect(refused).rejects.toBeInstanceOf(PartnerOrderRejectedError);
    await expect(refused).rejects.toThrow(reason);
    expect(await rows()).toEqual([]);
  });

  it('refuses a shipping method the rates do not offer for the place and the products', async () => {
    // Canvases have no economy service, and go nowhere in the territories.
    const economy = partner.submitOrder(order({ shippingMethodId: ECONOMY }));
    await expect(economy).rejects.toBeInstanceOf(PartnerOrderRejectedError);
    await expect(economy).rejects.toThrow('Shipping method 4 is not offered');
    const puertoRico = partner.submitOrder(order({ address: address('PR') }));
    await expect(puertoRico).rejects.toThrow(PartnerOrderRejectedError);
    await expect(puertoRico).rejects.toThrow('cannot be shipped');
    expect(await rows()).toEqual([]);
    expect(
      await partner.submitOrder(order({ lines: [BLACK_TEE_L], shippingMethodId: ECONOMY })),
    ).toMatchObject({ status: 'pending' });
  });

  it('takes the store’s fallback products, printed from the sample artwork', async () => {
    const lines = FALLBACK_PRODUCTS.map((product) => ({
      variantId: product.variantId,
      quantity: 1,
      blueprintId: product.blueprintId,
      printProviderId: product.printProviderId,
      artworkUrl: `https://shop.example.com${product.printFileUrl}`,
    }));
    expect(await partner.submitOrder(order({ lines }))).toMatchObject({ status: 'pending' });
    expect((await rows()).map((row) => JSON.parse(row.request).lines)).toEqual([lines]);
  });

  it('finds the order placed for our id, as it now stands, and none for an id never placed', async () => {
    const placed = await partner.submitOrder(order());
    later(3 * MINUTE);
    expect(await partner.findOrderFor('order-1')).toEqual({ ...placed, status: 'in-production' });
    expect(await partner.findOrderFor('order-2')).toBeNull();
  });

  it('knows no order by an id it never gave', async () => {
    await partner.submitOrder(order());
    expect(await partner.getOrder('local-po-000000000000000000000000')).toBeNull();
    expect(await partner.cancelOrder('local-po-000000000000000000000000')).toEqual({
      ok: false,
      code: 'unknown_order',
    });
  });

  it('cancels an order before production starts, and it stays cancelled', async () => {
    const placed = await partner.submitOrder(order());
    later(MINUTE);
    const cancelled = await partner.cancelOrder(placed.id);
    expect(cancelled).toEqual({ ok: true, order: { ...placed, status: 'canceled' } });
    later(60 * MINUTE);
    expect((await partner.getOrder(placed.id))?.status).toBe('canceled');
    expect(await partner.cancelOrder(placed.id)).toEqual(cancelled);
    // Submitting the order again finds it, cancelled: a cancelled order is not placed anew.
    expect((await partner.submitOrder(order())).status).toBe('canceled');
  });

  it('refuses to cancel once the order is in production or has left', async () => {
    const placed = await partner.submitOrder(order());
    later(3 * MINUTE);
    expect(await partner.cancelOrder(placed.id)).toEqual({
      ok: false,
      code: 'production_started',
      status: 'in-production',
    });
    later(60 * MINUTE);
    expect(await partner.cancelOrder(placed.id)).toEqual({
      ok: false,
      code: 'production_started',
      status: 'fulfilled',
    });
    expect((await partner.getOrder(placed.id))?.status).toBe('fulfilled');
  });
});

describe('the local partner without a database', () => {
  it('says it cannot take orders rather than losing them', async () => {
    const partner = createLocalPrintPartner({ media: createMemoryMediaStore() });
    await expect(partner.submitOrder(order())).rejects.toThrow('only when given a db');
    await expect(partner.getOrder('local-po-1')).rejects.toThrow('only when given a db');
    await expect(partner.cancelOrder('local-po-1')).rejects.toThrow('only when given a db');
  });
});
