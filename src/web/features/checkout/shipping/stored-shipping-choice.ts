import {
  type ApiShippingMethod,
  shippingMethodSchema,
  toShippingMethod,
} from '../../../../shared/api/shipping';
import { STORAGE_KEYS } from '../../../../shared/storage-keys';
import { forgetOwned, readOwned, writeOwned } from '../../session/owned-storage';
import { ownersOnBrowser, shopperOwnerId } from '../../session/shopper-session';
import type { ShippingChoice } from './shipping-choice';

// Which method the shopper chose goes with the address they chose it for: it is kept for the
// account or guest session that chose it (session/owned-storage), like the address.

/**
 * Keeps the chosen method under SPEC §3's shipping-method key, in its Shipping method shape,
 * so that going back a step, Back in the browser or a reload finds it again.
 */
export function rememberShippingChoice(method: ApiShippingMethod): void {
  const stored = toShippingMethod(method, { isSelected: true, isRecommended: false });
  writeOwned(STORAGE_KEYS.shippingMethod, shopperOwnerId(), stored, ownersOnBrowser());
}

/** The method this shopper chose last, or null when none or unreadable. */
export function loadShippingChoice(): ShippingChoice | null {
  const stored = shippingMethodSchema.safeParse(
    readOwned(STORAGE_KEYS.shippingMethod, shopperOwnerId()),
  );
  return stored.success && stored.data.isSelected
    ? { id: stored.data.id, price: stored.data.price }
    : null;
}

/** The choice is used up (an order placed) or no longer fits: nothing is kept. */
export function forgetShippingChoice(): void {
  forgetOwned(STORAGE_KEYS.shippingMethod, shopperOwnerId());
}
