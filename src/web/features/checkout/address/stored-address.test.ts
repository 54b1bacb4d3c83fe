import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/storage-keys';
import { NEW_YORK_ADDRESS as NEW_YORK } from './sample-address';
import {
  loadAddressHistory,
  loadStoredAddress,
  rememberAddress,
  saveAddress,
} from './stored-address';

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

  it('remembers the last five distinct valid addresses asked about, newest first', () => {
    const now = new Date();
    rememberAddress(NEW_YORK, now);
    rememberAddress({ ...NEW_YORK, zip: '1' }, now);
    rememberAddress({ ...NEW_YORK, city: 'Brooklyn', zip: '11201' }, now);
    rememberAddress(NEW_YORK, now);
    expect(loadAddressHistory().map((a) => a.city)).toEqual(['New York', 'Brooklyn']);

    for (const zip of ['10001', '10002', '10003', '10004'])
      rememberAddress({ ...NEW_YORK, zip }, now);
    expect(loadAddressHistory().map((a) => a.zip)).toEqual([
      '10004',
      '10003',
      '10002',
      '10001',
      '10118',
    ]);
  });

  it('does not add what is merely typed to the history', () => {
    saveAddress(NEW_YORK, new Date());
    expect(loadAddressHistory()).toEqual([]);
  });

  it('starts afresh when storage holds something unreadable', () => {
    localStorage.setItem(STORAGE_KEYS.shippingAddress, '{oops');
    localStorage.setItem(STORAGE_KEYS.addressHistory, JSON.stringify({ not: 'a list' }));
    expect(loadStoredAddress()).toBeNull();
    expect(loadAddressHistory()).toEqual([]);
  });
});
