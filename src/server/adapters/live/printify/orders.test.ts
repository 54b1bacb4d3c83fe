import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiAddress } from '../../../../shared/api/address';
import type { MugProduct } from '../../../../shared/api/products';
import { FALLBACK_PRODUCTS } from '../../../../shared/products/fallback-products';
import {
  type PartnerOrderLine,
  PartnerOrderRejectedError,
  type PartnerOrderRequest,
  type PrintPartner,
} from '../../../ports/print-partner';
import {
  type FakePrintify,
  printifyError,
  startFakePrintify,
} from '../../../testing/fakes/fake-printify';
import { createPrintifyPrintPartner } from './index';

const ARTWORK_PATH = join(FIXTURE_PHOTOS, 'single_astronaut_eileen_collins_512x512.png');

const NEW_YORK: ApiAddress = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  country: 'US',
  region: 'NY',
  address1: '1 Main Street',
  address2: '',
  city: 'New York',
  zip: '10118',
};
// A canvas of the stand-in's catalogue (fake-printify-catalogue.ts), printed from our URL.
const CANVAS_8X10: PartnerOrderLine = {
  variantId: 91640,
  quantity: 2,
  blueprintId: 1159,
  printProviderId: 105,
  artworkUrl: 'https://shop.example.com/media/artworks/job-1.png',
};
const ORDERS_PATH = '/v1/shops/4242/orders.json';
const STANDARD = 1;
const ECONOMY = 4;

const order = (overrides: Partial<PartnerOrderRequest> = {}): PartnerOrderRequest => ({
  externalId: 'order-1',
  label: 'MM-1001',
  lines: [CANVAS_8X10],
  shippingMethodId: STANDARD,
  address: NEW_YORK,
  ...overrides,
});

const outage = (status: number) => ({
  status,
  headers: { 'retry-after': '0' },
  body: printifyError(status, 'Server Error.', 'Something went wrong'),
});

let fake: FakePrintify;
let partner: PrintPartner;
beforeEach(async () => {
  fake = await startFakePrintify({ apiToken: 'secret-token', shopId: '4242' });
  partner = createPrintifyPrintPartner({
    apiToken: 'secret-token',
    shopId: '4242',
    baseURL: fake.url,
    timeoutMs: 5_000,
  });
});
afterEach(() => fake.close());

const posted = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === ORDERS_PATH).map((r) => r.body);

describe('Printify orders against a local Printify stand-in', () => {
  it('places an order printed from our artwork URL and reads it back', async () => {
    const placed = await partner.submitOrder(order());
    expect(posted()).toEqual([
      {
        external_id: 'order-1',
        label: 'MM-1001',
        line_items: [
          {
            blueprint_id: 1159,
            print_provider_id: 105,
            variant_id: 91640,
            print_areas: { front: CANVAS_8X10.artworkUrl },
            quantity: 2,
          },
        ],
        shipping_method: STANDARD,
        send_shipping_notification: false,
        address_to: NEW_YORK,
      },
    ]);
    expect(placed).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      externalId: 'order-1',
      status: 'pending',
      createdAt: expect.any(Date),
    });
    const read = await partner.getOrder(placed.id);
    expect(read).toEqual({ ...placed, createdAt: expect.any(Date) });
    expect(Math.abs((read?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('orders a product it made by the product and variant alone', async () => {
    const image = await readFile(ARTWORK_PATH);
    const products = await partner.createProducts({
      jobId: 'job-1',
      mediaName: 'media-1',
      artwork: { image, contentType: 'image/png', width: 512, height: 512 },
      artworkUrl: '/media/artworks/job-1.png',
      artworkKey: 'artworks/job-1.png',
      paintedBy: 'local',
    });
    const mug = products.find((p): p is MugProduct => 'variant_id' in p);
    if (!mug) throw new Error('no mug was made');
    const mugLine = {
      productId: mug.id,
      variantId: mug.variant_id,
      quantity: 1,
      blueprintId: mug.blueprint_id,
      printProviderId: mug.print_provider_id,
    };
    await partner.submitOrder(order({ lines: [mugLine, CANVAS_8X10] }));
    expect(posted()).toEqual([
      expect.objectContaining({
        line_items: [
          { product_id: mug.id, variant_id: mug.variant_id, quantity: 1 },
          expect.objectContaining({ blueprint_id: 1159, variant_id: 91640 }),
        ],
      }),
    ]);
  });

  it('places the store’s fallback products as the same items of Printify’s catalogue', async () => {
    // Fallback products name the local catalogue's ids; the stand-in's are its own.
    const fallbackLines = FALLBACK_PRODUCTS.map((product) => ({
      variantId: product.variantId,
      quantity: 1,
      blueprintId: product.blueprintId,
      printProviderId: product.printProviderId,
      artworkUrl: 'https://shop.example.com/products/sample-artwork.png',
    }));
    const placed = await partner.submitOrder(order({ lines: fallbackLines }));
    const front = { front: 'https://shop.example.com/products/sample-artwork.png' };
    expect(posted()).toEqual([
      expect.objectContaining({
        line_items: [
          // 8″ x 10″ (Vertical), White / M and the white 11oz mug of fake-printify-catalogue.ts.
          {
            blueprint_id: 1159,
            print_provider_id: 105,
            variant_id: 91640,
            print_areas: front,
            quantity: 1,
          },
          {
            blueprint_id: 478,
            print_provider_id: 1,
            variant_id: 72182,
            print_areas: front,
            quantity: 1,
          },
          {
            blueprint_id: 12,
            print_provider_id: 29,
            variant_id: 18032,
            print_areas: front,
            quantity: 1,
          },
        ],
      }),
    ]);
    expect((await partner.getOrder(placed.id))?.externalId).toBe('order-1');
  });

  it('gives back the first order when the same order is submitted again, even pages later', async () => {
    const first = await partner.submitOrder(order());
    for (let n = 2; n <= 12; n++) await partner.submitOrder(order({ externalId: `order-${n}` }));
    expect(posted()).toHaveLength(12);
    const again = await partner.submitOrder(order());
    expect(again).toEqual({ ...first, createdAt: expect.any(Date) });
    expect(posted()).toHaveLength(12);
  });

  it('lists the shop’s orders newest first, a page of ten at a time, with their statuses', async () => {
    for (let n = 1; n <= 12; n++) await partner.submitOrder(order({ externalId: `order-${n}` }));
    const first = await partner.listOrders(1);
    const second = await partner.listOrders(2);
    expect(first.lastPage).toBe(2);
    expect(first.orders).toHaveLength(10);
    expect(second.orders.map((listed) => listed.externalId)).toEqual(['order-2', 'order-1']);
    const listed = [...first.orders, ...second.orders];
    expect(new Set(listed.map((one) => one.externalId)).size).toBe(12);
    expect(listed.every((one) => one.status === 'pending')).toBe(true);
  });

  it('reports Printify’s refusal of an order as rejected, with Printify’s reason', async () => {
    fake.failNext(`POST ${ORDERS_PATH}`, {
      status: 422,
      body: printifyError(8253, 'Operation failed.', 'Address is not deliverable'),
    });
    const refused = partner.submitOrder(order());
    await expect(refused).rejects.toBeInstanceOf(PartnerOrderRejectedError);
    await expect(refused).rejects.toThrow('Address is not deliverable');
    // Canvases have no economy service: Printify validates the method it is asked for.
    const economy = partner.submitOrder(order({ shippingMethodId: ECONOMY }));
    await expect(economy).rejects.toBeInstanceOf(PartnerOrderRejectedError);
    await expect(economy).rejects.toThrow('Shipping method 4 is not available');
  });

  it('leaves an outage retryable, and the retry places the order once', async () => {
    // One 500 is enough: an order POST is never repeated blindly (Printify may have taken it).
    fake.failNext(`POST ${ORDERS_PATH}`, outage(500));
    const failed = partner.submitOrder(order());
    await expect(failed).rejects.toThrow('500');
    await expect(failed).rejects.not.toBeInstanceOf(PartnerOrderRejectedError);
    const placed = await partner.submitOrder(order());
    expect(placed.externalId).toBe('order-1');
    expect(posted()).toHaveLength(2);
    expect((await partner.submitOrder(order())).id).toBe(placed.id);
    expect(posted()).toHaveLength(2);
  });

  it('finds the order a submission placed although its answer was lost', async () => {
    // Printify took the order, but the answer never arrived: the store saw an outage.
    fake.failNext(`POST ${ORDERS_PATH}`, { ...outage(504), afterHandling: true });
    await expect(partner.submitOrder(order())).rejects.toThrow('504');
    expect(posted()).toHaveLength(1);
    const found = await partner.findOrderFor('order-1');
    expect(found).toMatchObject({ externalId: 'order-1', status: 'pending' });
    expect(await partner.getOrder(found?.id ?? '')).toMatchObject({ externalId: 'order-1' });
    expect(await partner.findOrderFor('order-2')).toBeNull();
  });

  it('places nothing while it cannot see whether the order already exists', async () => {
    fake.failNext(`GET ${ORDERS_PATH}`, outage(503), outage(503), outage(503), outage(503));
    const failed = partner.submitOrder(order());
    await expect(failed).rejects.toThrow('503');
    await expect(failed).rejects.not.toBeInstanceOf(PartnerOrderRejectedError);
    expect(posted()).toEqual([]);
  });

  it('knows no order Printify does not know, and lets a failed read be retried', async () => {
    expect(await partner.getOrder('5a96f649b2439217d070f507')).toBeNull();
    const placed = await partner.submitOrder(order());
    const path = `/v1/shops/4242/orders/${placed.id}.json`;
    fake.failNext(`GET ${path}`, outage(502), outage(502), outage(502), outage(502));
    await expect(partner.getOrder(placed.id)).rejects.toThrow('502');
    expect((await partner.getOrder(placed.id))?.status).toBe('pending');
  });
});
