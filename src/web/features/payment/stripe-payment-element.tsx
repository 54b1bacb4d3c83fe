import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type Ref, useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react';
import {
  type CardFormProps,
  PAYMENT_FAILED,
  PAYMENT_FORM_UNAVAILABLE,
  type PaymentFormHandle,
} from './payment-outcome';

export type StripePaymentElementProps = CardFormProps & {
  publishableKey: string;
  ref?: Ref<PaymentFormHandle>;
};

/**
 * Stripe's Payment Element in tabs (live mode). Stripe.js is fetched from Stripe only when this
 * module mounts, so a store on the local processor never loads it.
 */
export function StripePaymentElement({
  publishableKey,
  clientSecret,
  onReadyChange,
  ref,
}: StripePaymentElementProps) {
  const container = useRef<HTMLDivElement>(null);
  const session = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const reportReady = useEffectEvent((ready: boolean) => onReadyChange(ready));

  useEffect(() => {
    let active = true;
    let unmount = () => {};
    const fail = () => {
      if (active) setUnavailable(true);
    };
    setUnavailable(false);
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!active) return;
        if (!stripe || !container.current) return fail();
        const elements = stripe.elements({ clientSecret });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => {
          if (active) reportReady(true);
        });
        element.on('loaderror', fail);
        element.mount(container.current);
        session.current = { stripe, elements };
        unmount = () => element.destroy();
      })
      .catch(fail);
    return () => {
      active = false;
      session.current = null;
      unmount();
      reportReady(false);
    };
  }, [publishableKey, clientSecret]);

  useImperativeHandle(
    ref,
    () => ({
      async confirm({ billingName, email, returnUrl }) {
        if (!session.current) return { status: 'failed', message: PAYMENT_FORM_UNAVAILABLE };
        const { stripe, elements } = session.current;
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          confirmParams: {
            return_url: returnUrl,
            payment_method_data: { billing_details: { name: billingName, email } },
          },
          redirect: 'if_required',
        });
        if (error) return { status: 'failed', message: error.message ?? PAYMENT_FAILED };
        if (paymentIntent.status === 'succeeded') {
          return { status: 'succeeded', paymentIntentId: paymentIntent.id };
        }
        return { status: 'failed', message: PAYMENT_FAILED };
      },
    }),
    [],
  );

  return (
    <div>
      {unavailable && (
        <p role="alert" className="rounded-xl bg-destructive/10 p-4 text-sm">
          {PAYMENT_FORM_UNAVAILABLE}
        </p>
      )}
      <div ref={container} hidden={unavailable} />
    </div>
  );
}
