import { describe, expect, it } from 'vitest';
import {
  parseVariantId,
  shippingMethodsRequestSchema,
  shippingMethodsResponseSchema,
  toShippingMethod,
} from './shipping';

const address_to = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  country: 'US',
  region: 'VA',
  address1: '1 Navy Way',
  address2: '',
  city: 'Arlington',
  zip: '22202',
};
const lineItem = {
  product_id: 'prod-canvas',
  variant_id: 44519,
  quantity: 1,
  print_provider_id: 2,
  blueprint_id: 937,
};

describe('shipping-methods request', () => {
  it('accepts an address and numeric variants', () => {
    const parsed = shippingMethodsRequestSchema.parse({ address_to, line_items: [lineItem] });
    expect(parsed.line_items[0]).toEqual(lineItem);
  });

  it('refuses variant ids that are not positive integers with the SPEC message', () => {
    for (const variant_id of [0, -3, 1.5, '44519']) {
      const result = shippingMethodsRequestSchema.safeParse({
        address_to,
        line_items: [{ ...lineItem, variant_id }],
      });
      expect(result.error?.issues[0]?.message).toBe(
        'Shipping requests require numeric positive variant ids',
      );
    }
  });

  it('refuses an empty basket and an invalid address', () => {
    expect(shippingMethodsRequestSchema.safeParse({ address_to, line_items: [] }).success).toBe(
      false,
    );
    const result = shippingMethodsRequestSchema.safeParse({
      address_to: { ...address_to, city: '' },
      line_items: [lineItem],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['address_to', 'city'],
      message: 'City is required',
    });
  });

  it('reads a cart variant id as a number only when it is one', () => {
    expect(parseVariantId('44519')).toBe(44519);
    expect(parseVariantId(' 12 ')).toBe(12);
    for (const value of ['', '0', 'abc', '12a', '-4', '1e3', 0, 2.5]) {
      expect(parseVariantId(value)).toBeNull();
    }
  });
});

describe('shipping methods answer', () => {
  const answer = [
    {
      id: 1,
      name: 'Standard',
      price: 0,
      handling_days: 2,
      min_delivery_days: 4,
      max_delivery_days: 8,
    },
    { id: 3, name: 'Express', description: 'Fast', price: 1599, handling_days: 1 },
  ];

  it('parses methods with and without delivery estimates', () => {
    expect(shippingMethodsResponseSchema.parse(answer)).toEqual(answer);
  });

  it('refuses a price that is not whole cents', () => {
    const bad = [{ ...answer[0], price: 4.99 }];
    expect(shippingMethodsResponseSchema.safeParse(bad).success).toBe(false);
  });

  it('becomes the picker shape in camelCase', () => {
    const [standard] = shippingMethodsResponseSchema.parse(answer);
    if (!standard) throw new Error('no method');
    expect(toShippingMethod(standard, { isSelected: true, isRecommended: false })).toEqual({
      id: 1,
      name: 'Standard',
      description: undefined,
      price: 0,
      handlingDays: 2,
      minDeliveryDays: 4,
      maxDeliveryDays: 8,
      isSelected: true,
      isRecommended: false,
    });
  });
});
