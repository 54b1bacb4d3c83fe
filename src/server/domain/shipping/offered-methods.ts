import type { ApiShippingMethod } from '../../../shared/api/shipping';
import { SHIPPING_METHOD_IDS } from './quote-shipping';

/** Methods carried by a courier, who cannot deliver to a post-office box. */
const COURIER_ONLY: ReadonlySet<number> = new Set([SHIPPING_METHOD_IDS.express]);

/**
 * "PO Box 12", "P.O. Box #12", "POBox 12", "Post Office Box 12", in either address line; the
 * number keeps out a street that only sounds like one ("Pobox Lane").
 */
const PO_BOX = /\b(?:p\s*\.?\s*o\s*\.?\s*box|post\s+office\s+box)\s*#?\s*\d/i;

export function isPoBox(address: { address1: string; address2: string }): boolean {
  return PO_BOX.test(address.address1) || PO_BOX.test(address.address2);
}

/**
 * The methods the shop offers for a partner's quote: none a courier carries to a PO box (the
 * parcel would come back), cheapest first, so the first is the one to preselect; a tie goes to
 * the quicker.
 */
export function offeredMethods(
  address: { address1: string; address2: string },
  quoted: readonly ApiShippingMethod[],
): ApiShippingMethod[] {
  const toBox = isPoBox(address);
  return quoted
    .filter((method) => !(toBox && COURIER_ONLY.has(method.id)))
    .sort(
      (a, b) =>
        a.price - b.price || (a.max_delivery_days ?? 0) - (b.max_delivery_days ?? 0) || a.id - b.id,
    );
}
