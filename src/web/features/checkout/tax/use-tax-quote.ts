import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '../../../../shared/api/cart';
import { type TaxResult, toTaxResult } from '../../../../shared/api/tax';
import { lineTotal } from '../../../../shared/cart/cart-rules';
import { TAX_CACHE_MS } from '../../../../shared/constants';
import { type Cents, sumCents } from '../../../../shared/money';
import type { ShippingAddress } from '../../../../shared/validation/shipping-address';
import { calculateTax } from '../../../api/tax';
import { toast } from '../../../ui/toast';
import { shouldCalculateTax } from '../checkout-rules';
import { addressKey, cartKey } from '../quote-keys';
import { FALLBACK_TAX_WARNING, fallbackTax } from './fallback-tax';

export const TAX_CALCULATED_MESSAGE = 'Tax calculated successfully';

async function quoteTax(address: ShippingAddress, items: readonly CartItem[], shipping: Cents) {
  const answer = await calculateTax(address, items, shipping);
  if (answer.ok) {
    toast.success(TAX_CALCULATED_MESSAGE);
    return toTaxResult(answer.data, new Date());
  }
  // The SPEC's fallback: the shopper can go on, and the payment step taxes for real.
  toast.warning(FALLBACK_TAX_WARNING);
  return fallbackTax(sumCents(items.map(lineTotal)), shipping, new Date());
}

/**
 * Tax for the address, cart and shipping cost, worked out again whenever one of them changes
 * (SPEC §4) and cached five minutes for the same three (SPEC §9).
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
  const query = useQuery({
    queryKey: ['tax', address && addressKey(address), cartKey(items), shippingCost],
    queryFn: () => quoteTax(address as ShippingAddress, items, shippingCost),
    enabled,
    // A fallback is not kept: the next look at the same order asks the tax service again.
    staleTime: (cached) => (cached.state.data?.calculationId ? TAX_CACHE_MS : 0),
    gcTime: TAX_CACHE_MS,
    retry: false,
  });
  return { tax: enabled ? (query.data ?? null) : null, calculating: enabled && query.isFetching };
}
