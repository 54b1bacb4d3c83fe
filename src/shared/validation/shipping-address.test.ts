import { describe, expect, it } from 'vitest';
import {
  SHIPPING_ADDRESS_FIELDS,
  type ShippingAddressInput,
  shippingAddressSchema,
  validateShippingAddress,
} from './shipping-address';
import { COUNTRIES, US_STATES } from './us-states';

const valid: ShippingAddressInput = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  address1: '1 Navy Way',
  address2: '',
  city: 'Arlington',
  region: 'VA',
  zip: '22202',
  country: 'US',
};

function errorsOf(input: ShippingAddressInput) {
  const result = validateShippingAddress(input);
  return result.ok ? {} : result.errors;
}

describe('validateShippingAddress', () => {
  it('accepts a complete address, trimmed, with phone and apartment left blank', () => {
    const result = validateShippingAddress({
      ...valid,
      firstName: '  Grace ',
      zip: ' 22202-1234 ',
    });
    expect(result).toEqual({
      ok: true,
      address: { ...valid, firstName: 'Grace', zip: '22202-1234' },
    });
  });

  it('gives every required field its SPEC message, in form order', () => {
    const errors = errorsOf({ phone: '555', address2: 'Apt 2', country: '' });
    expect(Object.entries(errors)).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['email', 'Email is required'],
      ['address1', 'Street address is required'],
      ['city', 'City is required'],
      ['region', 'State/Province is required'],
      ['zip', 'Postal code is required'],
      ['country', 'Country is required'],
    ]);
  });

  it('counts whitespace-only as missing', () => {
    expect(errorsOf({ ...valid, city: '   ' })).toEqual({ city: 'City is required' });
  });

  it('shows only the first failing reason for a field', () => {
    expect(errorsOf({ ...valid, email: '' })).toEqual({ email: 'Email is required' });
    expect(errorsOf({ ...valid, email: 'grace@' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf({ ...valid, zip: '' })).toEqual({ zip: 'Postal code is required' });
  });

  it('takes only 12345 or 12345-6789 as a US ZIP code', () => {
    const message = 'Please enter a valid US ZIP code (12345 or 12345-6789)';
    for (const zip of ['1234', '123456', '12345-678', 'ABCDE', '12345 6789']) {
      expect(errorsOf({ ...valid, zip })).toEqual({ zip: message });
    }
    expect(errorsOf({ ...valid, zip: '12345-6789' })).toEqual({});
  });

  it('defaults a missing country to US, so a US ZIP rule applies', () => {
    const { country: _omitted, ...withoutCountry } = valid;
    const result = validateShippingAddress(withoutCountry);
    expect(result.ok && result.address.country).toBe('US');
    expect(errorsOf({ ...withoutCountry, zip: 'SW1A 1AA' }).zip).toMatch(/valid US ZIP/);
  });

  it('refuses a value too long to print on a label', () => {
    expect(errorsOf({ ...valid, city: 'x'.repeat(101) })).toEqual({
      city: 'City must be at most 100 characters',
    });
  });
});

describe('shippingAddressSchema', () => {
  it('parses to the normalised address', () => {
    expect(shippingAddressSchema.parse({ ...valid, lastName: ' Hopper ' })).toEqual(valid);
  });

  it('puts each message at its field path, one per field', () => {
    const result = shippingAddressSchema.safeParse({ ...valid, email: 'nope', zip: '1' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['email'], 'Please enter a valid email address'],
      [['zip'], 'Please enter a valid US ZIP code (12345 or 12345-6789)'],
    ]);
  });

  it('knows the same field set as the form', () => {
    expect(Object.keys(shippingAddressSchema.parse(valid))).toEqual([...SHIPPING_ADDRESS_FIELDS]);
  });
});

describe('US states', () => {
  it('lists the 50 states and DC with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(59);
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.code))).toBe(true);
    expect(US_STATES).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(COUNTRIES).toEqual([{ code: 'US', name: 'United States' }]);
  });
});
