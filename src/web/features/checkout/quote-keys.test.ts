import { describe, expect, it } from 'vitest';
import type { ShippingAddressField } from '../../../shared/validation/shipping-address';
import { cartItem } from '../../testing/cart-items';
import { NEW_YORK_ADDRESS } from './address/sample-address';
import { addressKey, cartKey, taxAddressKey } from './quote-keys';

const CANVAS = cartItem({ id: '0d6f1f57-30c4-4d4b-9a55-9b7d8f0c1a01', variantId: '101' });
const MUG = cartItem({
  id: '0d6f1f57-30c4-4d4b-9a55-9b7d8f0c1a02',
  productId: 'mug-black',
  variantId: '72180',
  price: 1999,
});

describe('quote cache keys', () => {
  it('treat the same address as the same, and any changed field as another', () => {
    expect(addressKey({ ...NEW_YORK_ADDRESS })).toBe(addressKey(NEW_YORK_ADDRESS));
    expect(addressKey({ ...NEW_YORK_ADDRESS, zip: '10001' })).not.toBe(
      addressKey(NEW_YORK_ADDRESS),
    );
  });

  it('change the tax address only for the fields tax is worked out from', () => {
    const changed = (field: ShippingAddressField, value: string) =>
      taxAddressKey({ ...NEW_YORK_ADDRESS, [field]: value }) !== taxAddressKey(NEW_YORK_ADDRESS);
    expect(changed('address1', '20 W 34th St')).toBe(true);
    expect(changed('address2', 'Floor 86')).toBe(true);
    expect(changed('city', 'Brooklyn')).toBe(true);
    expect(changed('region', 'NJ')).toBe(true);
    expect(changed('zip', '10001')).toBe(true);
    expect(changed('country', 'CA')).toBe(true);
    expect(changed('phone', '2125550123')).toBe(false);
    expect(changed('firstName', 'Amazing Grace')).toBe(false);
    expect(changed('lastName', 'Murray')).toBe(false);
    expect(changed('email', 'grace@navy.mil')).toBe(false);
  });

  it('treat a cart by what ships and is priced, not by line ids or order', () => {
    const renamed = [{ ...MUG, id: 'a8d4c0a5-0a4b-4a4e-8f0e-3f6a1b2c3d4e' }, CANVAS];
    expect(cartKey(renamed)).toBe(cartKey([CANVAS, MUG]));
    expect(cartKey([CANVAS, { ...MUG, quantity: 2 }])).not.toBe(cartKey([CANVAS, MUG]));
    expect(cartKey([CANVAS, { ...MUG, variantId: '72181' }])).not.toBe(cartKey([CANVAS, MUG]));
    expect(cartKey([CANVAS])).not.toBe(cartKey([CANVAS, MUG]));
  });
});
