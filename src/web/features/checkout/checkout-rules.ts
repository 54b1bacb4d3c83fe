/**
 * When checkout may move on and when tax is worked out again (SPEC §4 "Checkout step",
 * "Tax recalculation"; §5 "Checkout"), as small predicates over what the page knows.
 */
export interface ShippingStepState {
  addressValid: boolean;
  shippingMethodId: number | null;
  /** A finished tax calculation (the server's, or the 8% fallback). */
  hasTax: boolean;
  taxCalculating: boolean;
}

/** The message when 'Continue to Payment' is pressed too early. */
export const INCOMPLETE_SHIPPING_MESSAGE =
  'Please complete the shipping information and wait for tax calculation';

/** The message when the cart changes under the payment step (in another tab, say). */
export const CART_CHANGED_MESSAGE = 'Your cart changed. Please review your order.';

export function canContinueToPayment(state: ShippingStepState): boolean {
  return (
    state.addressValid && state.shippingMethodId !== null && state.hasTax && !state.taxCalculating
  );
}

/** Tax is worked out for a valid address, a cart with items and shipping above 0. */
export function shouldCalculateTax(state: {
  addressValid: boolean;
  shippingCost: number;
  itemCount: number;
}): boolean {
  return state.addressValid && state.shippingCost > 0 && state.itemCount > 0;
}
