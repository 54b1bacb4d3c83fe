import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, CreditCard, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatCents } from '../../../shared/money';
import { clientConfigQuery } from '../../api/client-config';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../ui/toast';
import { useCartStore } from '../cart/cart-store';
import { sameCartLines } from '../cart/ordered-lines';
import { PaymentForm } from '../payment/payment-form';
import {
  PAYMENT_FAILED,
  PAYMENT_FORM_UNAVAILABLE,
  PAYMENT_NEXT_STEP,
  PAYMENT_PROCESSING_FAILED,
  PAYMENT_SUCCEEDED,
  type PaymentFormHandle,
} from '../payment/payment-outcome';
import type { PendingPayment } from './pending-payment';
import { OrderSummary } from './summary/order-summary';

/**
 * Checkout step 2 (SPEC §2): the card form for the intent the server created, and 'Complete
 * Payment', which confirms once per click however fast it is clicked. Only a payment that
 * succeeded goes on to `onPaid` (SPEC §4). The summary and the amount are those of the cart
 * the intent was priced for; when the cart changes (in another tab, say) before the shopper
 * pays, `onCartChanged` takes them back to review it.
 */
export function PaymentStep({
  pending,
  initialFailure = null,
  onBack,
  onPaid,
  onCartChanged,
}: {
  pending: PendingPayment | null;
  /** Why the last try did not pay, from before the step opened (the bank's page said no). */
  initialFailure?: string | null;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
  onCartChanged: () => void;
}) {
  const cartItems = useCartStore((state) => state.items);
  const config = useQuery(clientConfigQuery).data;
  const form = useRef<PaymentFormHandle>(null);
  const working = useRef(false);
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  // A refusal stays in the form, where the shopper is looking, until they try again; one the
  // processor explained (`refused`) says what to do next.
  const [failure, setFailure] = useState<{ message: string; refused: boolean } | null>(
    initialFailure === null ? null : { message: initialFailure, refused: false },
  );
  const titleId = useId();

  // A payment under way or made is for the priced lines, and they alone are ordered: the cart
  // may then change without taking the shopper anywhere.
  useEffect(() => {
    if (pending && !processing && !sameCartLines(cartItems, pending.items)) onCartChanged();
  }, [cartItems, pending, processing, onCartChanged]);

  const pay = async () => {
    if (working.current || !ready || !form.current || !pending) return;
    if (!sameCartLines(useCartStore.getState().items, pending.items)) {
      onCartChanged();
      return;
    }
    working.current = true;
    setProcessing(true);
    setFailure(null);
    const { address } = pending;
    try {
      const outcome = await form.current.confirm({
        billingName: `${address.first_name} ${address.last_name}`,
        email: address.email,
        returnUrl: `${window.location.origin}/checkout`,
      });
      if (outcome.status === 'redirecting') return;
      if (outcome.status === 'succeeded') {
        toast.success(PAYMENT_SUCCEEDED);
        // Paid: the step stays busy while the order is placed, and the cart may change freely.
        onPaid(outcome.paymentIntentId);
        return;
      }
      const message = outcome.message || PAYMENT_FAILED;
      toast.error(message);
      setFailure({ message, refused: true });
    } catch {
      toast.error(PAYMENT_PROCESSING_FAILED);
      setFailure({ message: PAYMENT_PROCESSING_FAILED, refused: false });
    }
    working.current = false;
    setProcessing(false);
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
            <CreditCard className="size-5 text-primary" aria-hidden />
            Payment Information
          </h2>
          {pending && config ? (
            <PaymentForm
              config={config.payment}
              clientSecret={pending.clientSecret}
              paymentIntentId={pending.paymentIntentId}
              onReadyChange={setReady}
              ref={form}
            />
          ) : pending ? null : (
            <p role="alert" className="rounded-xl bg-destructive/10 p-4 text-sm">
              {PAYMENT_FORM_UNAVAILABLE}
            </p>
          )}
          {failure && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl bg-destructive/10 p-4 text-sm text-destructive"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="flex flex-col gap-1">
                <span>{failure.message}</span>
                {failure.refused && <span className="text-ink">{PAYMENT_NEXT_STEP}</span>}
              </span>
            </p>
          )}
          {pending && (
            <p className="flex justify-between text-base font-semibold" data-testid="amount-due">
              <span>Amount to pay</span>
              <span>{formatCents(pending.amount)}</span>
            </p>
          )}
          <Button
            size="lg"
            className="w-full"
            disabled={!ready || processing || !pending}
            aria-busy={processing}
            onClick={pay}
          >
            <Lock aria-hidden />
            {processing ? 'Processing...' : 'Complete Payment'}
          </Button>
        </Card>
        <Button
          variant="outline"
          size="lg"
          className="self-start"
          disabled={processing}
          onClick={onBack}
        >
          <ArrowLeft aria-hidden />
          Back to Shipping
        </Button>
      </div>
      <div className="lg:sticky lg:top-24">
        <OrderSummary
          items={pending?.items ?? cartItems}
          shippingCost={pending?.shippingCost ?? null}
          tax={pending?.tax ?? null}
        />
      </div>
    </div>
  );
}
