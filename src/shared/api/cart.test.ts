import { describe, expect, it } from 'vitest';
import { cartItemSchema, cartTotalsSchema, storedCartSchema } from './cart';

const item = {
  id: '5f0c6a8e-3b1d-4c2e-9a7f-1d2e3f4a5b6c',
  jobId: 'job-1',
  productId: 'prod-canvas',
  variantId: '44519',
  productType: 'canvas',
  quantity: 1,
  price: 5999,
  title: 'Canvas',
  imageUrl: '/media/mockups/canvas.png',
  printProviderId: 2,
  blueprintId: 937,
  options: { size: '12x12' },
};

describe('stored cart', () => {
  it('round-trips a version 1.0 cart', () => {
    const cart = {
      version: '1.0',
      items: [item, { ...item, jobId: null, id: '0b6f7a2c-1e3d-4f5a-8b9c-0d1e2f3a4b5c' }],
      metadata: { lastUpdated: '2026-01-01T00:00:00.000Z', sessionId: 'guest_abc' },
    };
    expect(storedCartSchema.parse(cart)).toEqual(cart);
  });

  it('refuses a cart from another version, so it is started afresh', () => {
    const metadata = { lastUpdated: '2026-01-01T00:00:00Z', sessionId: 'guest_abc' };
    expect(storedCartSchema.safeParse({ version: '1.0', items: [], metadata }).success).toBe(true);
    const cart = { version: '0.9', items: [], metadata };
    expect(storedCartSchema.safeParse(cart).success).toBe(false);
  });

  it('refuses items priced in dollars or of unknown product types', () => {
    expect(cartItemSchema.safeParse({ ...item, price: 59.99 }).success).toBe(false);
    expect(cartItemSchema.safeParse({ ...item, productType: 'mug' }).success).toBe(false);
    expect(cartItemSchema.safeParse({ ...item, id: 'not-a-uuid' }).success).toBe(false);
  });

  it('has totals with no shipping method until one is chosen', () => {
    const totals = {
      itemCount: 1,
      subtotal: 5999,
      taxAmount: 0,
      shippingCost: 0,
      shippingMethodId: null,
      totalAmount: 5999,
    };
    expect(cartTotalsSchema.parse(totals)).toEqual(totals);
  });
});
