import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollToTop } from '../../ui/scroll';
import { useCartStore } from '../cart/cart-store';
import { sameCartLines } from '../cart/ordered-lines';
import type { CheckoutStep } from './checkout-progress';
import { type PaymentEntry, paymentEntry, readPaymentEntry } from './payment-entry';
import { type PendingPayment, readPendingPayment, savePendingPayment } from './pending-payment';

/**
 * After a reload on the payment step: the payment this tab kept for the entry's intent, while
 * the cart still holds what it was priced for, so the shopper is back where they were.
 */
function resumablePayment(entry: PaymentEntry | null): PendingPayment | null {
  const saved = entry ? readPendingPayment() : null;
  if (!saved || saved.paymentIntentId !== entry?.paymentIntentId) return null;
  return sameCartLines(useCartStore.getState().items, saved.items) ? saved : null;
}

/**
 * Which checkout step is on show, between shipping and payment. The payment step has a
 * history entry of its own (payment-entry), so the browser's Back and Forward move between the
 * two steps like the page's buttons; it shows while that entry is the current one and its
 * intent is the one being paid (`pending`), a reload on it included.
 */
export function useCheckoutStep(placed: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const entry = readPaymentEntry(location.state);
  const [pending, setPending] = useState(() => resumablePayment(entry));
  const paying = entry !== null && pending?.paymentIntentId === entry.paymentIntentId;
  const step: CheckoutStep = placed ? 'confirmation' : paying ? 'payment' : 'shipping';

  // Leaving the payment step's entry gives its intent up: the shopper may change the order on
  // the shipping step, and Forward to that entry must not pay for the order as it was.
  const entryIntent = entry?.paymentIntentId ?? null;
  const shownIntent = useRef(entryIntent);
  useEffect(() => {
    const left = shownIntent.current;
    shownIntent.current = entryIntent;
    if (left !== null && left !== entryIntent) {
      setPending((current) => (current?.paymentIntentId === left ? null : current));
    }
  }, [entryIntent]);

  const shown = useRef(step);
  useEffect(() => {
    if (shown.current !== step) scrollToTop();
    shown.current = step;
  }, [step]);

  const toPayment = useCallback(
    (next: PendingPayment) => {
      savePendingPayment(next);
      setPending(next);
      navigate(location.pathname, {
        state: paymentEntry(next.paymentIntentId, { pushed: true }),
      });
    },
    [navigate, location.pathname],
  );

  // The page's way back is the browser's when the entry before is shipping's. Once per entry:
  // the step may ask again before the browser has moved.
  const entryPushed = entry?.pushed ?? false;
  const leftIntent = useRef<string | null>(null);
  const toShipping = useCallback(() => {
    if (entryIntent === null || leftIntent.current === entryIntent) return;
    leftIntent.current = entryIntent;
    setPending(null);
    if (entryPushed) navigate(-1);
    else navigate(location.pathname, { replace: true });
  }, [entryIntent, entryPushed, navigate, location.pathname]);

  return { step, pending, setPending, toPayment, toShipping };
}
