import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakePrintify, startFakePrintify } from '../testing/fake-printify';
import { createPrintifyPrintPartner } from './index';

let fake: FakePrintify;
beforeEach(async () => {
  fake = await startFakePrintify({ apiToken: 'secret-token', shopId: '4242' });
});
afterEach(() => fake.close());

const partner = () =>
  createPrintifyPrintPartner({ apiToken: 'secret-token', shopId: '4242', baseURL: fake.url });

const address = (country: string) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  country,
  region: country === 'US' ? 'NY' : '',
  address1: '1 Main Street',
  address2: '',
  city: 'New York',
  zip: '10118',
});
const TEE = { variantId: 18054, quantity: 2, blueprintId: 12, printProviderId: 29 };

describe('Printify shipping quotes against a local Printify stand-in', () => {
  it('asks Printify for the order’s costs and offers each method it answers', async () => {
    const quote = await partner().quoteShipping({ address: address('US'), lines: [TEE] });
    expect(quote).toEqual({
      ok: true,
      methods: [
        expect.objectContaining({ id: 1, name: 'Standard', price: 749, handling_days: 3 }),
        expect.objectContaining({ id: 2, name: 'Priority', price: 1149 }),
        expect.objectContaining({ id: 3, name: 'Express', price: 1849 }),
        expect.objectContaining({ id: 4, name: 'Economy', price: 649 }),
      ],
    });
    const [sent] = fake.requests.filter((r) => r.path === '/v1/shops/4242/orders/shipping.json');
    expect(sent?.body).toEqual({
      line_items: [{ print_provider_id: 29, blueprint_id: 12, variant_id: 18054, quantity: 2 }],
      address_to: address('US'),
    });
  });

  it('offers only what Printify can do for the destination', async () => {
    const quote = await partner().quoteShipping({ address: address('BE'), lines: [TEE] });
    expect(quote.ok && quote.methods.map((m) => m.name)).toEqual(['Standard']);
  });
});
