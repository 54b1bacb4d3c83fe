import { describe, expect, it } from 'vitest';
import { createPaymentIntentRequestSchema, createPaymentIntentResponseSchema } from './payment';

const request = {
  items: [{ productId: 'prod-mug', price: 1999, quantity: 2, title: 'Coffee Mug' }],
  shippingCost: 499,
  taxAmount: 360,
  currency: 'usd',
  receipt_email: 'grace@example.com',
};

describe('create-payment-intent', () => {
  it('accepts the SPEC payload on its own', () => {
    expect(createPaymentIntentRequestSchema.parse(request)).toEqual(request);
  });

  it('refuses dollar amounts, an empty basket and a bad receipt address', () => {
    const cases = [
      { ...request, shippingCost: 4.99 },
      { ...request, items: [{ ...request.items[0], price: 19.99 }] },
      { ...request, items: [{ ...request.items[0], quantity: 0 }] },
      { ...request, items: [] },
      { ...request, receipt_email: 'grace' },
      { ...request, currency: 'eur' },
    ];
    for (const body of cases) {
      expect(createPaymentIntentRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('carries the checkout the server keeps under the intent', () => {
    const parsed = createPaymentIntentRequestSchema.parse({
      ...request,
      items: [{ ...request.items[0], variantId: '1001', jobId: 'job-1' }],
      shipping_method_id: 1,
      tax_calculation_id: 'taxcalc_1',
    });
    expect(parsed.items[0]).toMatchObject({ variantId: '1001', jobId: 'job-1' });
    expect(parsed.shipping_method_id).toBe(1);
  });

  it('answers a client secret and the intent id', () => {
    const answer = { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' };
    expect(createPaymentIntentResponseSchema.parse(answer)).toEqual(answer);
    expect(createPaymentIntentResponseSchema.safeParse({ clientSecret: '' }).success).toBe(false);
  });
});
