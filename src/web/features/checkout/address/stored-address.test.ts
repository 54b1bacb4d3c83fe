import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/storage-keys';
import { normaliseShippingAddress } from '../../../../shared/validation/shipping-address';
import { loadAddressHistory, loadStoredAddress, saveAddress } from './stored-address';

const NEW_YORK = normaliseShippingAddress({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  address1: '350 Fifth Avenue',
  city: 'New York',
  region: 'NY',
  zip: '10118',
});

beforeEach(() => localStorage.clear());

describe('stored address', () => {
  it('keeps the address in snake_case with savedAt and isValid', () => {
    saveAddress(NEW_YORK, new Date('2026-11-23T09:00:00Z'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.shippingAddress) ?? '')).toMatchObject({
      first_name: 'Grace',
      region: 'NY',
      country: 'US',
      savedAt: '2026-11-23T09:00:00.000Z',
      isValid: true,
    });
    expect(loadStoredAddress()).toEqual(NEW_YORK);
  });

  it('remembers distinct valid addresses, newest first, and not invalid ones', () => {
    const now = new Date();
    saveAddress(NEW_YORK, now);
    saveAddress({ ...NEW_YORK, zip: '1' }, now);
    saveAddress({ ...NEW_YORK, city: 'Brooklyn', zip: '11201' }, now);
    saveAddress(NEW_YORK, now);
    expect(loadAddressHistory().map((a) => a.city)).toEqual(['New York', 'Brooklyn']);
  });

  it('starts afresh when storage holds something unreadable', () => {
    localStorage.setItem(STORAGE_KEYS.shippingAddress, '{oops');
    localStorage.setItem(STORAGE_KEYS.addressHistory, JSON.stringify({ not: 'a list' }));
    expect(loadStoredAddress()).toBeNull();
    expect(loadAddressHistory()).toEqual([]);
  });
});
