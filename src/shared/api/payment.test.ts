import { describe, expect, it } from 'vitest';
import { createPaymentIntentRequestSchema, createPaymentIntentResponseSchema } from './payment';

const address = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  address1: '1 Main Street',
  address2: '',
  city: 'Albany',
  region: 'NY',
  zip: '12207',
  country: 'US',
};

const request = {
  items: [{ productId: 'prod-mug', price: 1999, quantity: 2, title: 'Coffee Mug' }],
  shippingCost: 499,
  taxAmount: 360,
  currency: 'usd',
  receipt_email: 'grace@example.com',
  shipping_address: address,
  shipping_method_id: 1,
};

describe('create-payment-intent', () => {
  it('accepts the SPEC payload with the address and method the server prices from', () => {
    expect(createPaymentIntentRequestSchema.parse(request)).toMatchObject(request);
  });

  it('refuses dollar amounts, an empty basket, a bad receipt address and a missing address', () => {
    const { shipping_address: _address, ...withoutAddress } = request;
    const cases = [
      { ...request, shippingCost: 4.99 },
      { ...request, items: [{ ...request.items[0], price: 19.99 }] },
      { ...request, items: [{ ...request.items[0], quantity: 0 }] },
      { ...request, items: [] },
      { ...request, receipt_email: 'grace' },
      { ...request, currency: 'eur' },
      { ...request, shipping_method_id: 0 },
      { ...request, shipping_address: { ...address, zip: '1' } },
      withoutAddress,
    ];
    for (const body of cases) {
      expect(createPaymentIntentRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('carries the ids the server prices each line by, and the owner', () => {
    const parsed = createPaymentIntentRequestSchema.parse({
      ...request,
      items: [
        { ...request.items[0], variantId: '1001', jobId: 'job-1' },
        { ...request.items[0], productId: 'fallback-mug', jobId: null },
      ],
      guest_session_id: 'guest-1',
    });
    expect(parsed.items[0]).toMatchObject({ variantId: '1001', jobId: 'job-1' });
    expect(parsed.items[1]?.jobId).toBeNull();
    expect(parsed.guest_session_id).toBe('guest-1');
  });

  it('answers a client secret and the intent id', () => {
    const answer = { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1', amount: 4397 };
    expect(createPaymentIntentResponseSchema.parse(answer)).toEqual(answer);
    expect(createPaymentIntentResponseSchema.safeParse({ clientSecret: '' }).success).toBe(false);
  });
});
