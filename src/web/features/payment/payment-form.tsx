import { lazy, type Ref, Suspense } from 'react';
import type { PaymentClientConfig } from '../../../shared/api/client-config';
import { LocalCardForm } from './local-card-form';
import { PaymentFormLoading } from './payment-form-loading';
import {
  type CardFormProps,
  PAYMENT_FORM_UNAVAILABLE,
  type PaymentFormHandle,
} from './payment-outcome';

// Its own chunk: a store on the local processor never downloads any Stripe code.
const StripePaymentElement = lazy(() =>
  import('./stripe-payment-element').then(
    (module) => ({ default: module.StripePaymentElement }),
    () => ({ default: PaymentFormUnavailable }),
  ),
);

function PaymentFormUnavailable() {
  return (
    <p role="alert" className="rounded-xl bg-destructive/10 p-4 text-sm">
      {PAYMENT_FORM_UNAVAILABLE}
    </p>
  );
}

/** The card form of the configured provider, both answering to the same handle. */
export function PaymentForm({
  config,
  ref,
  ...props
}: CardFormProps & { config: PaymentClientConfig; ref?: Ref<PaymentFormHandle> }) {
  if (config.provider === 'local') return <LocalCardForm ref={ref} {...props} />;
  return (
    <Suspense fallback={<PaymentFormLoading />}>
      <StripePaymentElement ref={ref} publishableKey={config.publishableKey} {...props} />
    </Suspense>
  );
}
