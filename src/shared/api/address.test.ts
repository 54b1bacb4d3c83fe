import { describe, expect, it } from 'vitest';
import type { ShippingAddress } from '../validation/shipping-address';
import { apiAddressSchema, fromApiAddress, storedAddressSchema, toApiAddress } from './address';

const address: ShippingAddress = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  address1: '1 Navy Way',
  address2: 'Suite 4',
  city: 'Arlington',
  region: 'VA',
  zip: '22202',
  country: 'US',
};

const snake = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  address1: '1 Navy Way',
  address2: 'Suite 4',
  city: 'Arlington',
  region: 'VA',
  zip: '22202',
  country: 'US',
};

describe('API address', () => {
  it('converts between the form and the snake_case of the calls', () => {
    expect(toApiAddress(address)).toEqual(snake);
    expect(fromApiAddress(snake)).toEqual(address);
  });

  it('validates a request address with the form messages at snake_case paths', () => {
    expect(apiAddressSchema.parse({ ...snake, city: ' Arlington ' })).toEqual(snake);
    const result = apiAddressSchema.safeParse({ ...snake, first_name: '', zip: '2220' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['first_name'], 'First name is required'],
      [['zip'], 'Please enter a valid US ZIP code (12345 or 12345-6789)'],
    ]);
  });

  it('stores an unfinished address with when it was saved and whether it was valid', () => {
    const stored = { first_name: 'Gra', savedAt: '2026-01-01T00:00:00.000Z', isValid: false };
    expect(storedAddressSchema.parse(stored)).toEqual(stored);
    expect(storedAddressSchema.safeParse({ ...stored, savedAt: 'yesterday' }).success).toBe(false);
  });
});
