import {
  addressHistorySchema,
  fromApiAddress,
  type StoredAddress,
  storedAddressSchema,
  toApiAddress,
} from '../../../../shared/api/address';
import { DEFAULT_COUNTRY } from '../../../../shared/constants';
import { STORAGE_KEYS } from '../../../../shared/storage-keys';
import {
  normaliseShippingAddress,
  type ShippingAddress,
  validateShippingAddress,
} from '../../../../shared/validation/shipping-address';
import { type OwnedKey, readOwned, writeOwned } from '../../session/owned-storage';
import { ownersOnBrowser, shopperOwnerId } from '../../session/shopper-session';

/** How many past valid addresses the browser remembers. */
export const ADDRESS_HISTORY_SIZE = 5;

// The address and its history are the shopper's own: each is kept for the account or guest
// session that typed it (session/owned-storage), and read back only for that one.
const readMine = (key: OwnedKey) => readOwned(key, shopperOwnerId());
const writeMine = (key: OwnedKey, value: unknown) =>
  writeOwned(key, shopperOwnerId(), value, ownersOnBrowser());

function loadStored(): StoredAddress | null {
  const stored = storedAddressSchema.safeParse(readMine(STORAGE_KEYS.shippingAddress));
  return stored.success ? stored.data : null;
}

/**
 * The address this shopper kept from an earlier visit, in the form's shape; null when none or
 * unreadable. An account's begins with its e-mail (`prefillAccountEmail`).
 */
export function loadStoredAddress(): ShippingAddress | null {
  const stored = loadStored();
  return stored ? normaliseShippingAddress(fromApiAddress(stored)) : null;
}

export function loadAddressHistory(): StoredAddress[] {
  const history = addressHistorySchema.safeParse(readMine(STORAGE_KEYS.addressHistory));
  return history.success ? history.data : [];
}

const sameAddress = (a: StoredAddress, b: StoredAddress) =>
  JSON.stringify(toApiAddress(normaliseShippingAddress(fromApiAddress(a)))) ===
  JSON.stringify(toApiAddress(normaliseShippingAddress(fromApiAddress(b))));

function storedForm(address: ShippingAddress, now: Date): StoredAddress {
  return {
    ...toApiAddress(address),
    savedAt: now.toISOString(),
    isValid: validateShippingAddress(address).ok,
  };
}

/** Keeps what the shopper typed in the SPEC's snake_case form with `savedAt` and `isValid`. */
export function saveAddress(address: ShippingAddress, now: Date): StoredAddress {
  const stored = storedForm(address, now);
  writeMine(STORAGE_KEYS.shippingAddress, stored);
  return stored;
}

/**
 * A signed-in customer's checkout starts with their account's e-mail, where the confirmation
 * goes, until they type another.
 */
export function prefillAccountEmail(email: string | null, now: Date): void {
  const stored = loadStored();
  if (!email || stored?.email) return;
  const address = stored ? fromApiAddress(stored) : { country: DEFAULT_COUNTRY };
  saveAddress(normaliseShippingAddress({ ...address, email }), now);
}

/**
 * Puts an address the shopper asked shipping for at the front of the history, once. Only
 * submitted ones count: while typing, every keystroke of a street name would be a new address.
 */
export function rememberAddress(address: ShippingAddress, now: Date): void {
  const stored = storedForm(address, now);
  if (!stored.isValid) return;
  const history = [stored, ...loadAddressHistory().filter((old) => !sameAddress(old, stored))];
  writeMine(STORAGE_KEYS.addressHistory, history.slice(0, ADDRESS_HISTORY_SIZE));
}
