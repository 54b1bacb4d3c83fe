import { describe, expect, it } from 'vitest';
import type { ApiShippingMethod } from '../../../shared/api/shipping';
import { isPoBox, offeredMethods } from './offered-methods';

const method = (id: number, name: string, price: number, max: number): ApiShippingMethod => ({
  id,
  name,
  description: '',
  price,
  handling_days: 2,
  min_delivery_days: 1,
  max_delivery_days: max,
});
const QUOTED = [
  method(1, 'Standard', 599, 5),
  method(2, 'Priority', 899, 3),
  method(3, 'Express', 1599, 2),
  method(4, 'Economy', 499, 8),
];
const street = { address1: '350 Fifth Avenue', address2: '' };

describe('the shipping methods the shop offers', () => {
  it('lists the cheapest first', () => {
    expect(offeredMethods(street, QUOTED).map((each) => each.name)).toEqual([
      'Economy',
      'Standard',
      'Priority',
      'Express',
    ]);
  });

  it('offers no courier method to a post-office box', () => {
    for (const box of ['PO Box 12', 'P.O. Box 12', 'p o box 7', 'POBox 3', 'Post Office Box 9']) {
      expect(isPoBox({ address1: box, address2: '' }), box).toBe(true);
      const names = offeredMethods({ address1: box, address2: '' }, QUOTED).map((m) => m.name);
      expect(names, box).toEqual(['Economy', 'Standard', 'Priority']);
    }
    expect(isPoBox({ address1: '1 Main St', address2: 'PO Box 4' })).toBe(true);
    // Words that only look like one.
    for (const line of ['12 Pobox Lane', '1 Boxwood Road', 'Apt 4, Polo Boxing Club']) {
      expect(isPoBox({ address1: line, address2: '' }), line).toBe(false);
    }
  });
});
