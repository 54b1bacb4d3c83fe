import { z } from 'zod';
import { STORAGE_KEYS } from '../../../shared/storage-keys';

/**
 * Storage keys whose value is one shopper's own details (SPEC §3's keys, unchanged): each holds
 * a map from the owner, an account id or a guest session id, to that owner's value. Whoever
 * signs in on this browser next sees only their own.
 */
export const OWNED_KEYS = [
  STORAGE_KEYS.shippingAddress,
  STORAGE_KEYS.addressHistory,
  STORAGE_KEYS.shippingMethod,
] as const;
export type OwnedKey = (typeof OWNED_KEYS)[number];

const ownedMapSchema = z.record(z.string(), z.unknown());

function readMap(key: OwnedKey): Record<string, unknown> {
  try {
    const map = ownedMapSchema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
    return map.success ? map.data : {};
  } catch {
    return {};
  }
}

function writeMap(key: OwnedKey, map: Record<string, unknown>): void {
  try {
    if (Object.keys(map).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(map));
  } catch {
    // Without storage the details live in the form only.
  }
}

/** What `owner` keeps under `key`, unchecked; null when nothing. */
export function readOwned(key: OwnedKey, owner: string): unknown {
  return readMap(key)[owner] ?? null;
}

/**
 * Keeps `value` as `owner`'s. Owners no longer on this browser (not in `onBrowser`: an expired
 * guest session, an account signed out elsewhere) lose theirs, so the map stays small.
 */
export function writeOwned(
  key: OwnedKey,
  owner: string,
  value: unknown,
  onBrowser: readonly string[],
): void {
  const kept = Object.entries(readMap(key)).filter(([id]) => onBrowser.includes(id));
  writeMap(key, { ...Object.fromEntries(kept), [owner]: value });
}

/** Removes what `owner` kept under `key`. */
export function forgetOwned(key: OwnedKey, owner: string): void {
  const { [owner]: _gone, ...rest } = readMap(key);
  writeMap(key, rest);
}

/** Removes everything `owner` kept, under every owned key. */
export function forgetOwner(owner: string): void {
  for (const key of OWNED_KEYS) forgetOwned(key, owner);
}

/** Gives `to` what `from` kept (the same person under a new id), replacing what `to` had. */
export function moveOwned(from: string, to: string): void {
  for (const key of OWNED_KEYS) {
    const { [from]: moved, ...rest } = readMap(key);
    if (moved !== undefined) writeMap(key, { ...rest, [to]: moved });
  }
}
