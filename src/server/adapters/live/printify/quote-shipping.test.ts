import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiAddress } from '../../../../shared/api/address';
import { findFallbackProduct } from '../../../../shared/products/fallback-products';
import {
  type FakePrintify,
  printifyError,
  startFakePrintify,
} from '../../../testing/fakes/fake-printify';
import { createPrintifyPrintPartner } from './index';

let fake: FakePrintify;
beforeEach(async () => {
  fake = await startFakePrintify({ apiToken: 'secret-token', shopId: '4242' });
});
afterEach(() => fake.close());

const partner = () =>
  createPrintifyPrintPartner({ apiToken: 'secret-token', shopId: '4242', baseURL: fake.url });

const address = (country: string, region = ''): ApiAddress => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  country,
  region,
  address1: '1 Main Street',
  address2: '',
  city: 'New York',
  zip: '10118',
});
const NEW_YORK = address('US', 'NY');
// Variant ids of the stand-in's catalogue (fake-printify-catalogue.ts).
const BLACK_TEE_S = 18011;
const WHITE_TEE_M = 18032;
const CANVAS_8X10 = 91640;
const WHITE_MUG = 72182;
const SHIPPING_PATH = '/v1/shops/4242/orders/shipping.json';
const shippingCalls = () => fake.requests.filter((r) => r.path === SHIPPING_PATH);

describe('Printify shipping quotes against a local Printify stand-in', () => {
  it('asks Printify for the costs of the items as made by their catalogue provider', async () => {
    const quote = await partner().quoteShipping({
      address: NEW_YORK,
      lines: [
        { variantId: BLACK_TEE_S, quantity: 1 },
        { variantId: WHITE_TEE_M, quantity: 1 },
        { variantId: WHITE_MUG, quantity: 1 },
      ],
    });
    expect(quote).toEqual({
      ok: true,
      methods: [
        {
          id: 1,
          name: 'Standard',
          description: expect.any(String),
          price: 475 + 240 + 599,
          handling_days: 3,
          min_delivery_days: 4,
          max_delivery_days: 8,
        },
        expect.objectContaining({ id: 2, name: 'Priority', price: 799 + 300 + 899 }),
        expect.objectContaining({ id: 3, name: 'Express', price: 1499 + 400 + 1599 }),
        expect.objectContaining({ id: 4, name: 'Economy', price: 399 + 200 + 499 }),
      ],
    });
    expect(shippingCalls().map((call) => call.body)).toEqual([
      {
        line_items: [
          { blueprint_id: 12, print_provider_id: 29, variant_id: BLACK_TEE_S, quantity: 1 },
          { blueprint_id: 12, print_provider_id: 29, variant_id: WHITE_TEE_M, quantity: 1 },
          { blueprint_id: 478, print_provider_id: 1, variant_id: WHITE_MUG, quantity: 1 },
        ],
        address_to: NEW_YORK,
      },
    ]);
  });

  it('offers only the methods Printify answers for the items and the place', async () => {
    const canvas = await partner().quoteShipping({
      address: NEW_YORK,
      lines: [{ variantId: CANVAS_8X10, quantity: 2 }],
    });
    expect(canvas.ok && canvas.methods.map((m) => [m.name, m.price])).toEqual([
      ['Standard', 999 + 500],
      ['Priority', 1499 + 700],
      ['Express', 2499 + 900],
    ]);
    const abroad = await partner().quoteShipping({
      address: address('BE'),
      lines: [{ variantId: WHITE_MUG, quantity: 1 }],
    });
    expect(abroad.ok && abroad.methods.map((m) => [m.name, m.price])).toEqual([['Standard', 1198]]);
  });

  it('refuses a variant outside its catalogue plan without asking Printify', async () => {
    const quote = await partner().quoteShipping({
      address: NEW_YORK,
      lines: [{ variantId: 82229, quantity: 1 }],
    });
    expect(quote).toEqual({ ok: false, code: 'unknown_variant', variantId: 82229 });
    expect(shippingCalls()).toEqual([]);
  });

  it('quotes a fallback product as the same item of Printify’s catalogue', async () => {
    const canvas = findFallbackProduct('fallback-canvas');
    const quote = await partner().quoteShipping({
      address: NEW_YORK,
      lines: [{ variantId: canvas?.variantId ?? 0, quantity: 1 }],
    });
    expect(quote.ok).toBe(true);
    expect(shippingCalls().map((call) => call.body)).toEqual([
      {
        line_items: [
          { blueprint_id: 1159, print_provider_id: 105, variant_id: CANVAS_8X10, quantity: 1 },
        ],
        address_to: NEW_YORK,
      },
    ]);
  });

  it('reads Printify’s refusal of a place as nothing to ship there', async () => {
    const quote = await partner().quoteShipping({
      address: address('KP'),
      lines: [{ variantId: WHITE_MUG, quantity: 1 }],
    });
    expect(quote).toEqual({
      ok: false,
      code: 'not_shippable',
      reason: expect.stringContaining('cannot be shipped to KP'),
    });
  });

  it('reports Printify unreachable when it keeps failing or its catalogue cannot be read', async () => {
    const outage = {
      status: 503,
      headers: { 'retry-after': '0' },
      body: printifyError(503, 'Service Unavailable.', 'Maintenance'),
    };
    fake.failNext(`POST ${SHIPPING_PATH}`, outage, outage, outage, outage);
    const lines = [{ variantId: WHITE_MUG, quantity: 1 }];
    expect(await partner().quoteShipping({ address: NEW_YORK, lines })).toEqual({
      ok: false,
      code: 'unavailable',
      reason: expect.stringContaining('503'),
    });
    fake.failNext('GET /v1/catalog/blueprints.json', {
      status: 401,
      body: printifyError(401, 'Unauthenticated.', 'Invalid token'),
    });
    expect(await partner().quoteShipping({ address: NEW_YORK, lines })).toEqual({
      ok: false,
      code: 'unavailable',
      reason: expect.stringContaining('401'),
    });
  });
});
