import type { ApiAddress } from '../../shared/api/address';
import type { Cents } from '../../shared/money';
import { type CheckoutFailure, failure } from '../domain/checkout/checkout-failure';
import type { PricedLine } from '../domain/checkout/price-lines';
import { offeredMethods } from '../domain/shipping/offered-methods';
import type { PrintPartner } from '../ports/print-partner';

export type ChosenMethodQuote = { ok: true; cost: Cents } | { ok: false; failure: CheckoutFailure };

/** What the partner charges today to carry these lines to the address by the chosen method. */
export async function quoteChosenMethod(
  printPartner: PrintPartner,
  address: ApiAddress,
  lines: readonly PricedLine[],
  methodId: number,
): Promise<ChosenMethodQuote> {
  const quote = await printPartner.quoteShipping({
    address,
    lines: lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity })),
  });
  if (!quote.ok) {
    switch (quote.code) {
      case 'unknown_variant':
        return {
          ok: false,
          failure: failure(
            'unpriceable',
            `Variant ${quote.variantId} is not one our print partner makes. Please remove it from your cart.`,
          ),
        };
      case 'not_shippable':
        return {
          ok: false,
          failure: failure(
            'undeliverable',
            'No shipping methods available for this address and these products.',
          ),
        };
      case 'unavailable':
        return {
          ok: false,
          failure: failure(
            'unavailable',
            'The shipping service is currently unavailable. Please try again in a few minutes.',
          ),
        };
    }
  }
  const method = offeredMethods(address, quote.methods).find((each) => each.id === methodId);
  if (!method) {
    return {
      ok: false,
      failure: failure(
        'method_unavailable',
        'The shipping method you chose is no longer offered for this address. Please go back to shipping and choose another.',
      ),
    };
  }
  return { ok: true, cost: method.price };
}
