import { describe, expect, it } from 'vitest';
import { createOrderRequestSchema, createOrderResponseSchema, toOrderResult } from './orders';

const request = {
  payment_intent_id: 'pi_1',
  shipping_address: {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    phone: '',
    address1: '1 Navy Way',
    address2: '',
    city: 'Arlington',
    region: 'VA',
    zip: '22202',
    country: 'US',
  },
  shipping_method_id: 1,
  shipping_cost: 499,
  tax_amount: 360,
  items: [
    {
      productId: 'prod-tshirt',
      variantId: '12100',
      quantity: 1,
      price: 2999,
      title: 'T-Shirt',
      options: { color: 'Black', size: 'M' },
      print_provider_id: 29,
      blueprint_id: 6,
      jobId: 'job-1',
    },
  ],
  guest_session_id: 'guest_abc',
};

describe('create-order request', () => {
  it('accepts the SPEC payload, dropping blank optional ids', () => {
    const parsed = createOrderRequestSchema.parse({ ...request, customer_id: '  ' });
    expect(parsed.customer_id).toBeUndefined();
    expect(parsed.guest_session_id).toBe('guest_abc');
    expect(parsed.items[0]?.options).toEqual({ color: 'Black', size: 'M' });
  });

  it('refuses a numeric variant id, a fractional method id and a missing payment', () => {
    const item = request.items[0];
    const cases = [
      { ...request, items: [{ ...item, variantId: 12100 }] },
      { ...request, shipping_method_id: 1.5 },
      { ...request, payment_intent_id: ' ' },
    ];
    for (const body of cases) {
      expect(createOrderRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('reports an invalid address with the form message', () => {
    const result = createOrderRequestSchema.safeParse({
      ...request,
      shipping_address: { ...request.shipping_address, email: 'nope' },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['shipping_address', 'email'],
      message: 'Please enter a valid email address',
    });
  });
});

describe('create-order answer', () => {
  it('becomes the order result the confirmation step shows', () => {
    const receipt = {
      email: 'grace@example.com',
      items: [
        {
          title: 'Canvas',
          quantity: 1,
          unit_price: 5999,
          line_total: 5999,
          options: { size: '8″ x 10″' },
          image_url: '/media/mockups/abc/canvas.jpg',
        },
      ],
      subtotal: 5999,
      shipping_cost: 999,
      tax_amount: 620,
      total_amount: 7618,
    };
    const answer = createOrderResponseSchema.parse({
      order_id: 'ord_1',
      display_id: 'MPM-10001',
      printify_order_id: null,
      status: 'pending',
      message: 'Order created',
      receipt,
    });
    expect(toOrderResult(answer)).toEqual({
      success: true,
      orderId: 'ord_1',
      displayId: 'MPM-10001',
      printProviderOrderId: null,
      status: 'pending',
      message: 'Order created',
      taxTransactionId: undefined,
      receipt,
    });
  });
});
