import {
  addressHistorySchema,
  fromApiAddress,
  type StoredAddress,
  storedAddressSchema,
  toApiAddress,
} from '../../../../shared/api/address';
import { STORAGE_KEYS } from '../../../../shared/storage-keys';
import {
  normaliseShippingAddress,
  type ShippingAddress,
  validateShippingAddress,
} from '../../../../shared/validation/shipping-address';

/** How many past valid addresses the browser remembers. */
export const ADDRESS_HISTORY_SIZE = 5;

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** The address kept from an earlier visit, in the form's shape; null when none or unreadable. */
export function loadStoredAddress(): ShippingAddress | null {
  const stored = storedAddressSchema.safeParse(readJson(STORAGE_KEYS.shippingAddress));
  return stored.success ? normaliseShippingAddress(fromApiAddress(stored.data)) : null;
}

export function loadAddressHistory(): StoredAddress[] {
  const history = addressHistorySchema.safeParse(readJson(STORAGE_KEYS.addressHistory));
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
  localStorage.setItem(STORAGE_KEYS.shippingAddress, JSON.stringify(stored));
  return stored;
}

/**
 * Puts an address the shopper asked shipping for at the front of the history, once. Only
 * submitted ones count: while typing, every keystroke of a street name would be a new address.
 */
export function rememberAddress(address: ShippingAddress, now: Date): void {
  const stored = storedForm(address, now);
  if (!stored.isValid) return;
  const history = [stored, ...loadAddressHistory().filter((old) => !sameAddress(old, stored))];
  localStorage.setItem(
    STORAGE_KEYS.addressHistory,
    JSON.stringify(history.slice(0, ADDRESS_HISTORY_SIZE)),
  );
}
