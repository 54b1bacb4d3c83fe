import { toApiAddress } from '../../../shared/api/address';
import type { CartItem } from '../../../shared/api/cart';
import { toTaxAddress } from '../../../shared/api/tax';
import type { ShippingAddress } from '../../../shared/validation/shipping-address';

/**
 * Cache keys for quotes (SPEC §9): shipping per address and cart, tax per address, cart and
 * shipping cost. The cart counts by what is shipped and priced, not by line ids.
 */
export function addressKey(address: ShippingAddress): string {
  return JSON.stringify(toApiAddress(address));
}

/**
 * The address as tax sees it: the street lines, city, state, ZIP code and country the tax call
 * sends. A name, e-mail or phone number typed in changes no tax, so it asks for none.
 */
export function taxAddressKey(address: ShippingAddress): string {
  return JSON.stringify(toTaxAddress(address));
}

export function cartKey(items: readonly CartItem[]): string {
  return items
    .map(
      (item) => `${item.jobId}:${item.productId}:${item.variantId}:${item.quantity}:${item.price}`,
    )
    .sort()
    .join('|');
}
