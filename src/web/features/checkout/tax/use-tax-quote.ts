import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CartItem } from '../../../../shared/api/cart';
import { type TaxResult, toTaxResult } from '../../../../shared/api/tax';
import { TAX_CACHE_MS } from '../../../../shared/constants';
import type { Cents } from '../../../../shared/money';
import { subtotalOf } from '../../../../shared/subtotal';
import type { ShippingAddress } from '../../../../shared/validation/shipping-address';
import { calculateTax } from '../../../api/tax';
import { toast } from '../../../ui/toast';
import { shouldCalculateTax } from '../checkout-rules';
import { cartKey, taxAddressKey } from '../quote-keys';
import { FALLBACK_TAX_WARNING, fallbackTax } from './fallback-tax';
import { taxAnnouncement } from './tax-announcement';
import { useSettled } from './use-settled';

export const TAX_CALCULATED_MESSAGE = 'Tax calculated successfully';

/** How long the shopper's typing must pause before tax is asked for again. */
export const TAX_PAUSE_MS = 500;

async function quoteTax(address: ShippingAddress, items: readonly CartItem[], shipping: Cents) {
  const answer = await calculateTax(address, items, shipping);
  if (answer.ok) return toTaxResult(answer.data, new Date());
  // The SPEC's fallback: the shopper can go on, and the payment step taxes for real.
  return fallbackTax(subtotalOf(items), shipping, new Date());
}

interface TaxInput {
  address: ShippingAddress;
  items: readonly CartItem[];
  shippingCost: Cents;
}

/** What the tax depends on and nothing else: the address as tax sees it, the cart, shipping. */
const taxInputKey = ({ address, items, shippingCost }: TaxInput) =>
  ['tax', taxAddressKey(address), cartKey(items), shippingCost] as const;

/**
 * Tax for the address, cart and shipping cost, worked out again when one of them changes
 * (SPEC §4) and the shopper has paused, cached five minutes for the same three (SPEC §9).
 * Only the fields tax is worked out from count as a change of address. A new figure is told
 * once, in a toast.
 */
export function useTaxQuote(
  address: ShippingAddress | null,
  items: readonly CartItem[],
  shippingCost: Cents,
): { tax: TaxResult | null; calculating: boolean } {
  const enabled = shouldCalculateTax({
    addressValid: address !== null,
    shippingCost,
    itemCount: items.length,
  });
  const input = address && enabled ? { address, items, shippingCost } : null;
  const { settled, settling } = useSettled(
    input,
    input ? taxInputKey(input).join('#') : 'none',
    TAX_PAUSE_MS,
  );
  const asked = input && !settling ? settled : null;

  const shown = useRef<TaxResult | null>(null);
  const query = useQuery({
    queryKey: asked ? taxInputKey(asked) : ['tax', 'none'],
    queryFn: async () => {
      const { address: to, items: lines, shippingCost: shipping } = asked as TaxInput;
      const tax = await quoteTax(to, lines, shipping);
      const told = taxAnnouncement(shown.current, tax);
      if (told === 'calculated') toast.success(TAX_CALCULATED_MESSAGE);
      if (told === 'fallback') toast.warning(FALLBACK_TAX_WARNING);
      return tax;
    },
    enabled: asked !== null,
    // A fallback is not kept: the next look at the same order asks the tax service again.
    staleTime: (cached) => (cached.state.data?.calculationId ? TAX_CACHE_MS : 0),
    gcTime: TAX_CACHE_MS,
    retry: false,
  });
  const tax = asked ? (query.data ?? null) : null;
  useEffect(() => {
    if (tax) shown.current = tax;
  }, [tax]);
  return { tax, calculating: input !== null && (settling || query.isFetching) };
}
