import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintPartner, ShippingQuote } from '../ports/print-partner';
import { startTestApp, type TestApp } from '../testing/test-app';
import { registerContracts } from './contract/register-contracts';
import { shippingRoutes } from './shipping';
import { addressIn, LINES } from './shipping-test-data';

const URL = '/api/printify/orders/shipping-methods';
const VARIANT_ID_MESSAGE = 'Shipping requests require numeric positive variant ids';
const NEW_YORK = addressIn('NY');

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: URL, payload: payload as string, headers });

function expectClientError(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json()).toEqual({
    code: expect.stringMatching(/^(invalid_request|unsupported_media_type)$/),
    detail: expect.stringMatching(/\S/),
  });
}

describe('line items the partner cannot quote', () => {
  it.each([
    ['a variant id as text', '18054'],
    ['a zero variant id', 0],
    ['a negative variant id', -3],
    ['a fractional variant id', 18054.5],
    ['no variant id', undefined],
  ])('refuses %s with 400 and the SPEC’s reason', async (_label, variant_id) => {
    const response = await post({
      address_to: NEW_YORK,
      line_items: [LINES.whiteMug, { ...LINES.blackTeeL, variant_id }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(`line_items.1.variant_id: ${VARIANT_ID_MESSAGE}`);
  });

  it.each([
    ['a variant the partner does not make', 99999],
    ['a variant its provider is out of (Heather Grey S)', 18540],
  ])('refuses %s with 400 naming the variant', async (_label, variant_id) => {
    const response = await post({
      address_to: NEW_YORK,
      line_items: [{ ...LINES.blackTeeL, variant_id }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      `Variant ${variant_id} is not one our print partner makes. Please remove it from your cart and try again.`,
    );
  });
});

describe('malformed bodies', () => {
  const json = { 'content-type': 'application/json' };
  it.each([
    ['no body', undefined, {}],
    ['broken JSON', '{"address_to":', json],
    ['a JSON string', '"hello"', json],
    ['a list', '[1,2,3]', json],
    ['plain text', 'address please', { 'content-type': 'text/plain' }],
    ['no line items', { address_to: NEW_YORK, line_items: [] }, {}],
    ['line items that are not a list', { address_to: NEW_YORK, line_items: 'tee' }, {}],
    ['51 line items', { address_to: NEW_YORK, line_items: Array(51).fill(LINES.whiteMug) }, {}],
    [
      'a zero quantity',
      { address_to: NEW_YORK, line_items: [{ ...LINES.whiteMug, quantity: 0 }] },
      {},
    ],
    [
      'no product id',
      { address_to: NEW_YORK, line_items: [{ ...LINES.whiteMug, product_id: '' }] },
      {},
    ],
    ['no address', { line_items: [LINES.whiteMug] }, {}],
    ['an incomplete address', { address_to: { country: 'US' }, line_items: [LINES.whiteMug] }, {}],
    ['a bad ZIP', { address_to: addressIn('NY', 'ABCDE'), line_items: [LINES.whiteMug] }, {}],
  ])('answers %s with a 4xx and a detail, never a 5xx', async (_label, payload, headers) => {
    expectClientError(await post(payload, headers));
  });

  it('names the address field at fault with the form’s message', async () => {
    const response = await post({
      address_to: addressIn('NY', 'ABCDE'),
      line_items: [LINES.whiteMug],
    });
    expect(response.json().detail).toBe(
      'address_to.zip: Please enter a valid US ZIP code (12345 or 12345-6789)',
    );
  });
});

/** The plugin alone over a partner that answers as told, allowing `quotesPerMinute`. */
async function appWith(answer: ShippingQuote, quotesPerMinute = 30) {
  const printPartner: PrintPartner = {
    name: 'scripted',
    createProducts: async () => [],
    forgetProducts: async () => {},
    quoteShipping: async () => answer,
    submitOrder: async () => {
      throw new Error('not used here');
    },
    getOrder: async () => {
      throw new Error('not used here');
    },
    listOrders: async () => {
      throw new Error('not used here');
    },
    findOrderFor: async () => {
      throw new Error('not used here');
    },
    cancelOrder: async () => {
      throw new Error('not used here');
    },
  };
  const app = Fastify();
  await registerContracts(app);
  await app.register(shippingRoutes({ printPartner, quotesPerMinute }));
  return app;
}
const body = { address_to: NEW_YORK, line_items: [LINES.whiteMug] };

describe('when the partner cannot be asked', () => {
  it('answers 503 in the words the picker explains, and [] for the sample', async () => {
    const app = await appWith({ ok: false, code: 'unavailable', reason: 'Printify timed out' });
    const response = await app.inject({ method: 'POST', url: URL, payload: body });
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toContain('service is currently unavailable');
    const sample = await app.inject(`${URL}-test`);
    expect([sample.statusCode, sample.json()]).toEqual([200, []]);
    await app.close();
  });
});

describe('rate limit', () => {
  it('refuses a client asking for more quotes a minute than allowed, with a detail', async () => {
    const standard = {
      id: 1,
      name: 'Standard',
      description: 'Tracked',
      price: 599,
      handling_days: 2,
    };
    const app = await appWith({ ok: true, methods: [standard] }, 2);
    const ask = () => app.inject({ method: 'POST', url: URL, payload: body });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Too many shipping quotes/);
    await app.close();
  });
});
