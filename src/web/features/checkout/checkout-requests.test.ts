import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../shared/api/cart';
import { createOrderRequestSchema } from '../../../shared/api/orders';
import { createPaymentIntentRequestSchema } from '../../../shared/api/payment';
import { NEW_YORK_API_ADDRESS, SAMPLE_TAX } from '../../testing/pending-payment';
import { createOrderRequest, paymentIntentRequest } from './checkout-requests';

const address = NEW_YORK_API_ADDRESS;
const tax = SAMPLE_TAX;
const items: CartItem[] = [
  {
    id: crypto.randomUUID(),
    jobId: 'job-1',
    productId: 'job-1-canvas',
    variantId: '82228',
    productType: 'canvas',
    quantity: 1,
    price: 5999,
    title: 'Canvas',
    imageUrl: '/media/canvas.jpg',
    printProviderId: 105,
    blueprintId: 937,
    options: { size: '8″ x 10″' },
  },
  {
    id: crypto.randomUUID(),
    jobId: null,
    productId: 'fallback-mug',
    variantId: '33719',
    productType: 'coffeeMug',
    quantity: 2,
    price: 1999,
    title: 'Coffee Mug',
    imageUrl: '/products/fallback-mug.svg',
    printProviderId: 1,
    blueprintId: 1,
    options: {},
  },
];
const checkout = { items, address, shippingMethodId: 1, shippingCost: 999, tax };

describe('checkout requests', () => {
  it('asks for an intent with the ids the server prices from, as a guest', () => {
    const body = paymentIntentRequest({ ...checkout, identity: { guest_session_id: 'g1' } });
    const parsed = createPaymentIntentRequestSchema.parse(body);
    expect(parsed.items.map((item) => [item.productId, item.variantId, item.jobId])).toEqual([
      ['job-1-canvas', '82228', 'job-1'],
      ['fallback-mug', '33719', null],
    ]);
    expect(parsed).toMatchObject({
      receipt_email: 'grace@example.com',
      shipping_method_id: 1,
      guest_session_id: 'g1',
      tax_calculation_id: 'taxcalc_1',
    });
    expect(parsed.customer_id).toBeUndefined();
  });

  it('names a signed-in shopper as the customer on the order', () => {
    const body = createOrderRequest({
      ...checkout,
      paymentIntentId: 'pi_1',
      identity: { user_id: 'user-1' },
    });
    const parsed = createOrderRequestSchema.parse(body);
    expect(parsed).toMatchObject({ payment_intent_id: 'pi_1', customer_id: 'user-1' });
    expect(parsed.guest_session_id).toBeUndefined();
    expect(parsed.items[1]).toMatchObject({ jobId: null, print_provider_id: 1, quantity: 2 });
  });
});
