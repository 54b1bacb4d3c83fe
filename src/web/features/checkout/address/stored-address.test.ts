import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/storage-keys';
import {
  beginAccountSession,
  endAccountSession,
  ensureGuestSession,
} from '../../session/shopper-session';
import { NEW_YORK_ADDRESS as NEW_YORK } from './sample-address';
import {
  loadAddressHistory,
  loadStoredAddress,
  prefillAccountEmail,
  rememberAddress,
  saveAddress,
} from './stored-address';

beforeEach(() => localStorage.clear());

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('stored address', () => {
  it('keeps the address in snake_case with savedAt and isValid, as the guest’s', () => {
    const guest = ensureGuestSession().guestSessionId;
    saveAddress(NEW_YORK, new Date('2026-11-23T09:00:00Z'));
    expect(stored(STORAGE_KEYS.shippingAddress)[guest]).toMatchObject({
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
    const guest = ensureGuestSession().guestSessionId;
    localStorage.setItem(STORAGE_KEYS.shippingAddress, '{oops');
    localStorage.setItem(STORAGE_KEYS.addressHistory, JSON.stringify({ [guest]: 'not a list' }));
    expect(loadStoredAddress()).toBeNull();
    expect(loadAddressHistory()).toEqual([]);
  });

  it('does not show an address kept before it had an owner to anyone', () => {
    localStorage.setItem(
      STORAGE_KEYS.shippingAddress,
      JSON.stringify({ first_name: 'Grace', savedAt: '2026-11-23T09:00:00.000Z', isValid: false }),
    );
    expect(loadStoredAddress()).toBeNull();
  });
});

describe('whose address it is', () => {
  const now = new Date('2026-11-23T09:00:00Z');

  function guestTypesNewYork() {
    ensureGuestSession();
    saveAddress(NEW_YORK, now);
    rememberAddress(NEW_YORK, now);
  }

  it('shows a customer who signs in none of the guest’s, and their account’s e-mail', () => {
    guestTypesNewYork();
    beginAccountSession('user-lin', null);
    expect(loadStoredAddress()).toBeNull();
    expect(loadAddressHistory()).toEqual([]);
    prefillAccountEmail('lin@example.com', now);
    expect(loadStoredAddress()).toMatchObject({
      firstName: '',
      address1: '',
      email: 'lin@example.com',
      country: 'US',
    });
  });

  it('keeps what the customer typed over their account’s e-mail', () => {
    beginAccountSession('user-lin', null);
    saveAddress({ ...NEW_YORK, email: 'lin@work.example' }, now);
    prefillAccountEmail('lin@example.com', now);
    expect(loadStoredAddress()?.email).toBe('lin@work.example');
  });

  it('forgets the customer’s and the guest’s of before at sign-out: the next person starts clean', () => {
    guestTypesNewYork();
    beginAccountSession('user-lin', null);
    saveAddress({ ...NEW_YORK, firstName: 'Lin', email: 'lin@example.com' }, now);
    endAccountSession();
    expect(loadStoredAddress()).toBeNull();
    expect(loadAddressHistory()).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.shippingAddress)).toBeNull();

    beginAccountSession('user-lin', null);
    expect(loadStoredAddress()).toBeNull();
  });

  it('keeps only the shoppers this browser can come back to', () => {
    guestTypesNewYork();
    const map = stored(STORAGE_KEYS.shippingAddress);
    localStorage.setItem(
      STORAGE_KEYS.shippingAddress,
      JSON.stringify({ ...map, 'expired-guest': map[Object.keys(map)[0] ?? ''] }),
    );
    saveAddress(NEW_YORK, now);
    expect(Object.keys(stored(STORAGE_KEYS.shippingAddress))).toEqual([
      localStorage.getItem(STORAGE_KEYS.guestSessionId),
    ]);
  });
});
