import { useCallback, useRef, useState } from 'react';
import type { OrderResult } from '../../../shared/api/orders';
import { CREATE_ORDER_FAILED, createOrder } from '../../api/payments';
import { toast } from '../../ui/toast';
import { useCartStore } from '../cart/cart-store';
import { provenShopperIdentity } from '../session/guest-proof';
import { createOrderRequest } from './checkout-requests';
import { clearPendingPayment, type PendingPayment } from './pending-payment';
import { forgetShippingChoice } from './shipping/stored-shipping-choice';

export type PlacedOrder = Extract<OrderResult, { success: true }>;

export const ORDER_TOASTS = {
  placed: 'Your order has been placed successfully!',
  missing: 'Missing checkout information',
} as const;

// The server completes a paid checkout by itself (webhook, sweeper); asking again every few
// seconds finds the order as soon as it exists.
const RETRY_EVERY_MS = 4_000;
const RETRIES = 30;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates the order for a paid intent (SPEC §4: only after 'succeeded'). A failure shows the
 * SPEC's toast; when the failure may pass (no answer, the server not done yet) the same
 * idempotent call is repeated quietly until the order exists.
 */
export function usePlaceOrder(onPlaced: (order: PlacedOrder) => void) {
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);

  const placeOrder = useCallback(
    async (pending: PendingPayment | null, paymentIntentId: string) => {
      if (!pending) {
        toast.error(ORDER_TOASTS.missing);
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      setPlacing(true);
      const request = createOrderRequest({
        ...pending,
        paymentIntentId,
        // What was priced and paid for, even if another tab has changed the cart since.
        items: pending.items,
        identity: await provenShopperIdentity(),
      });
      let result = await createOrder(request);
      if (!result.success) {
        const description = result.error === CREATE_ORDER_FAILED ? undefined : result.error;
        toast.error(CREATE_ORDER_FAILED, { description });
        for (let retry = 0; retry < RETRIES && !result.success && result.retryable; retry += 1) {
          await pause(RETRY_EVERY_MS);
          result = await createOrder(request);
        }
      }
      if (result.success) {
        // The confirmation is shown before the cart empties, so the page never sees an empty
        // cart without its order. Only what was paid for leaves the cart.
        onPlaced(result);
        clearPendingPayment();
        forgetShippingChoice();
        useCartStore.getState().removeOrdered(pending.items);
        toast.success(ORDER_TOASTS.placed);
      }
      inFlight.current = false;
      setPlacing(false);
    },
    [onPlaced],
  );

  return { placing, placeOrder };
}
