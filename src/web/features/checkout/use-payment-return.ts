import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { BANK_NOT_CONFIRMED, PAYMENT_FAILED, PAYMENT_SUCCEEDED } from '../payment/payment-outcome';
import { paymentEntry } from './payment-entry';
import { type PendingPayment, readPaymentReturn, readPendingPayment } from './pending-payment';

/**
 * Resumes checkout when the bank's authentication page sends the shopper back (like Stripe's
 * redirect: `payment_intent`, `payment_intent_client_secret`, `redirect_status`): a succeeded
 * payment goes on to the order, a failed one back to the card form with the intent kept and
 * the bank's refusal (`failure`) to show in it.
 */
export function usePaymentReturn(handlers: {
  resume: (pending: PendingPayment | null, failure: string | null) => void;
  paid: (pending: PendingPayment | null, paymentIntentId: string) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const back = readPaymentReturn(location.search);
    if (!back) return;
    handled.current = true;
    const saved = readPendingPayment();
    const pending = saved?.paymentIntentId === back.paymentIntentId ? saved : null;
    // The address loses the bank's answer; the entry it replaces is the payment step's, which
    // was left for the bank's page, so Back to Shipping from here goes no further back.
    navigate(location.pathname, {
      replace: true,
      state: pending ? paymentEntry(pending.paymentIntentId, { pushed: false }) : null,
    });
    handlers.resume(pending, back.succeeded ? null : BANK_NOT_CONFIRMED);
    if (back.succeeded) {
      toast.success(PAYMENT_SUCCEEDED);
      handlers.paid(pending, back.paymentIntentId);
    } else {
      toast.error(PAYMENT_FAILED, { description: BANK_NOT_CONFIRMED });
    }
  }, [location, navigate, handlers]);
}
