import type { ApiShippingMethod } from '../../../../shared/api/shipping';
import type { Cents } from '../../../../shared/money';
import type { ShippingMethodsState } from './shipping-method-picker';

/** A shipping method as the shopper chose it: which one, at the price they were shown. */
export interface ShippingChoice {
  id: number;
  price: Cents;
}

/** Shown when a choice kept from before does not fit the new quote, so it is not used. */
export const CHOICE_NO_LONGER_FITS =
  'The shipping method you chose no longer fits this order. Please choose again.';

/** The quote still offers the method, at the price the shopper chose it for. */
export function fitsQuote(choice: ShippingChoice, offered: readonly ApiShippingMethod[]): boolean {
  return offered.some((method) => method.id === choice.id && method.price === choice.price);
}

/**
 * What the step does with a choice when the partner's quote for the address and cart changes.
 * `selected` is the choice in use; `kept` one from before (another visit, the payment step)
 * waiting for a quote to confirm it. Only a quote that offers the method at the same price
 * puts it to use; one that does not drops it and says so (`tell`): the shopper chooses again,
 * so nothing is `preselect`ed for them then.
 */
export type ChoiceStep =
  | { step: 'wait' }
  /** Put the kept choice to use. */
  | { step: 'use'; choice: ShippingChoice }
  /** No quote to check the choice in use against (no address asked about): keep it aside. */
  | { step: 'set-aside'; choice: ShippingChoice }
  /** The choice in use, or none, stands; any kept one is settled. */
  | { step: 'settled' }
  | { step: 'drop'; tell: boolean };

export function settleShippingChoice(
  methods: ShippingMethodsState,
  selected: ShippingChoice | null,
  kept: ShippingChoice | null,
  { preselect }: { preselect: boolean },
): ChoiceStep {
  const choice = selected ?? kept;
  if (methods.kind === 'loading') return { step: 'wait' };
  if (choice === null) {
    // With nothing chosen, the cheapest (the server lists it first) is chosen for the shopper.
    const cheapest = methods.kind === 'ready' && preselect ? methods.methods[0] : undefined;
    return cheapest
      ? { step: 'use', choice: { id: cheapest.id, price: cheapest.price } }
      : { step: 'wait' };
  }
  if (methods.kind === 'idle') return selected ? { step: 'set-aside', choice } : { step: 'wait' };
  if (methods.kind !== 'ready') return { step: 'drop', tell: false };
  if (!fitsQuote(choice, methods.methods)) return { step: 'drop', tell: true };
  return selected ? { step: 'settled' } : { step: 'use', choice };
}
