import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PartnerOrderRequest, PrintPartner } from '../../../ports/print-partner';
import { NEW_YORK_ADDRESS } from '../../../testing/checkout-fixtures';
import {
  type FakePrintify,
  printifyError,
  startFakePrintify,
} from '../../../testing/fakes/fake-printify';
import { createPrintifyPrintPartner } from './index';

// A canvas of the stand-in's catalogue (fake-printify-catalogue.ts), printed from our URL.
const ORDER: PartnerOrderRequest = {
  externalId: 'order-1',
  label: 'MM-1001',
  lines: [
    {
      variantId: 91640,
      quantity: 1,
      blueprintId: 1159,
      printProviderId: 105,
      artworkUrl: 'https://shop.example.com/media/artworks/job-1.png',
    },
  ],
  shippingMethodId: 1,
  address: NEW_YORK_ADDRESS,
};

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

const cancelPath = (id: string) => `/v1/shops/4242/orders/${id}/cancel.json`;
const cancels = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/cancel.json'));

describe('cancelling a Printify order against a local Printify stand-in', () => {
  it('cancels an order on hold, and answers a repeated cancel the same', async () => {
    const placed = await partner.submitOrder(ORDER);
    fake.setOrderStatus(placed.id, 'on-hold');
    const cancelled = await partner.cancelOrder(placed.id);
    expect(cancelled).toEqual({
      ok: true,
      order: { ...placed, status: 'canceled', createdAt: expect.any(Date) },
    });
    expect(cancels().map((r) => [r.path, r.authorization])).toEqual([
      [cancelPath(placed.id), 'Bearer secret-token'],
    ]);
    expect((await partner.getOrder(placed.id))?.status).toBe('canceled');
    expect(await partner.cancelOrder(placed.id)).toMatchObject({
      ok: true,
      order: { status: 'canceled' },
    });
  });

  it('is refused once the provider has started, saying where the order is', async () => {
    const placed = await partner.submitOrder(ORDER);
    for (const status of ['in-production', 'fulfilled']) {
      fake.setOrderStatus(placed.id, status);
      expect(await partner.cancelOrder(placed.id)).toEqual({
        ok: false,
        code: 'production_started',
        status,
      });
    }
    expect((await partner.getOrder(placed.id))?.status).toBe('fulfilled');
  });

  it('knows no order Printify does not know', async () => {
    expect(await partner.cancelOrder('5a96f649b2439217d070f507')).toEqual({
      ok: false,
      code: 'unknown_order',
    });
  });

  it('retries an outage, and throws when Printify stays down', async () => {
    const placed = await partner.submitOrder(ORDER);
    fake.setOrderStatus(placed.id, 'on-hold');
    const outage = {
      status: 503,
      headers: { 'retry-after': '0' },
      body: printifyError(503, 'Server Error.', 'Something went wrong'),
    };
    fake.failNext(`POST ${cancelPath(placed.id)}`, outage);
    expect(await partner.cancelOrder(placed.id)).toMatchObject({ ok: true });
    const other = await partner.submitOrder({ ...ORDER, externalId: 'order-2' });
    fake.failNext(`POST ${cancelPath(other.id)}`, outage, outage, outage, outage);
    await expect(partner.cancelOrder(other.id)).rejects.toThrow('503');
  });
});
