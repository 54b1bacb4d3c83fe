import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CartItem } from '../../../../shared/api/cart';
import { SHIPPING_METHODS_CACHE_MS } from '../../../../shared/constants';
import type { ShippingAddress } from '../../../../shared/validation/shipping-address';
import { fetchShippingMethods } from '../../../api/shipping';
import { toast } from '../../../ui/toast';
import { addressKey, cartKey } from '../quote-keys';
import {
  type ShippingFailure,
  shippingFailure,
  toastsShippingError,
  zipRefusalMessage,
} from './shipping-errors';
import type { ShippingMethodsState } from './shipping-method-picker';

class ShippingQuoteError extends Error {
  constructor(readonly failure: ShippingFailure) {
    super(failure.message);
  }
}
/** The address's ZIP code is another state's: the form says so, not the picker. */
class ZipRefusedError extends Error {}

async function quote(address: ShippingAddress, items: readonly CartItem[]) {
  const answer = await fetchShippingMethods(address, items);
  if (answer.ok) return answer.data;
  const zipRefusal = zipRefusalMessage(answer.status, answer.body);
  if (zipRefusal) throw new ZipRefusedError(zipRefusal);
  throw new ShippingQuoteError(shippingFailure(answer.status, answer.body));
}

/**
 * The partner's methods for the submitted address and the cart, cached five minutes per
 * address and cart (SPEC §9). A failure toasts its SPEC message unless the picker explains it.
 */
export function useShippingMethods(
  address: ShippingAddress | null,
  items: readonly CartItem[],
): ShippingMethodsState {
  const query = useQuery({
    queryKey: ['shipping-methods', address && addressKey(address), cartKey(items)],
    queryFn: () => quote(address as ShippingAddress, items),
    enabled: address !== null && items.length > 0,
    staleTime: SHIPPING_METHODS_CACHE_MS,
    gcTime: SHIPPING_METHODS_CACHE_MS,
    retry: false,
  });
  const { error } = query;
  const failure = error instanceof ShippingQuoteError ? error.failure : null;
  const toastable = failure && toastsShippingError(failure) ? failure.message : null;
  // Keyed on when the failure happened, so the same failure for another address toasts again.
  const failedAt = query.errorUpdatedAt;
  useEffect(() => {
    if (failedAt && toastable) toast.error(toastable);
  }, [failedAt, toastable]);

  if (address === null) return { kind: 'idle' };
  if (query.isFetching) return { kind: 'loading' };
  if (error instanceof ZipRefusedError) return { kind: 'zip-refused', message: error.message };
  if (failure) return { kind: 'error', ...failure };
  return query.data ? { kind: 'ready', methods: query.data } : { kind: 'idle' };
}
