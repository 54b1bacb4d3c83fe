import { useEffect, useState } from 'react';
import type { CartItem } from '../../../../shared/api/cart';
import type { ApiShippingMethod } from '../../../../shared/api/shipping';
import type { ShippingAddress } from '../../../../shared/validation/shipping-address';
import { useCartStore } from '../../cart/cart-store';
import { quotableAddress } from '../address/address-rules';
import { loadStoredAddress } from '../address/stored-address';
import {
  CHOICE_NO_LONGER_FITS,
  type ShippingChoice,
  settleShippingChoice,
} from './shipping-choice';
import {
  forgetShippingChoice,
  loadShippingChoice,
  rememberShippingChoice,
} from './stored-shipping-choice';
import { useShippingMethods } from './use-shipping-methods';

/**
 * Where the step starts: the method this shopper chose before, and, when the kept address can
 * be quoted, that address asked about at once, so a reload or a return brings the methods and
 * totals back without the shopper asking again. The quote decides whether the choice still fits.
 */
function startingPoint(): { kept: ShippingChoice | null; quoted: ShippingAddress | null } {
  const stored = loadStoredAddress();
  return { kept: loadShippingChoice(), quoted: stored ? quotableAddress(stored) : null };
}

/**
 * The shipping step's methods and the shopper's choice among them. The choice is kept in
 * storage, and a kept choice is used again only once a fresh quote for the address and cart
 * offers it at the same price; one that no longer fits is dropped with a `notice`. The server
 * prices the method again when the payment is set up, whatever the browser kept.
 */
export function useShippingChoice(items: readonly CartItem[]) {
  const [start] = useState(startingPoint);
  const [kept, setKept] = useState(start.kept);
  const [quotedAddress, setQuotedAddress] = useState(start.quoted);
  const [notice, setNotice] = useState<string | null>(null);
  const shippingMethodId = useCartStore((state) => state.shippingMethodId);
  const shippingCost = useCartStore((state) => state.shippingCost);
  const { setShippingMethod } = useCartStore.getState();
  const methods = useShippingMethods(quotedAddress, items);

  const selected = shippingMethodId === null ? null : { id: shippingMethodId, price: shippingCost };
  const next = settleShippingChoice(methods, selected, kept, { preselect: notice === null });
  useEffect(() => {
    if (next.step === 'wait') return;
    if (next.step === 'set-aside') {
      setKept(next.choice);
      setShippingMethod(null, 0);
      return;
    }
    setKept(null);
    if (next.step === 'use') setShippingMethod(next.choice.id, next.choice.price);
    if (next.step === 'drop') {
      setShippingMethod(null, 0);
      forgetShippingChoice();
      if (next.tell) setNotice(CHOICE_NO_LONGER_FITS);
    }
  }, [next, setShippingMethod]);

  const select = (method: ApiShippingMethod) => {
    setShippingMethod(method.id, method.price);
    rememberShippingChoice(method);
    setKept(null);
    setNotice(null);
  };

  return { methods, quotedAddress, setQuotedAddress, selectedId: shippingMethodId, select, notice };
}
