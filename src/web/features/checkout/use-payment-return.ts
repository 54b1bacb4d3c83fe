import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { PAYMENT_FAILED, PAYMENT_SUCCEEDED } from '../payment/payment-outcome';
import { type PendingPayment, readPaymentReturn, readPendingPayment } from './pending-payment';

/**
 * Resumes checkout when the bank's authentication page sends the shopper back (like Stripe's
 * redirect: `payment_intent`, `payment_intent_client_secret`, `redirect_status`): a succeeded
 * payment goes on to the order, a failed one back to the card form with the intent kept.
 */
export function usePaymentReturn(handlers: {
  resume: (pending: PendingPayment | null) => void;
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
    navigate(location.pathname, { replace: true });
    const saved = readPendingPayment();
    const pending = saved?.paymentIntentId === back.paymentIntentId ? saved : null;
    handlers.resume(pending);
    if (back.succeeded) {
      toast.success(PAYMENT_SUCCEEDED);
      handlers.paid(pending, back.paymentIntentId);
    } else {
      toast.error(PAYMENT_FAILED, {
        description: 'Your bank did not confirm the payment. Please try again or use another card.',
      });
    }
  }, [location, navigate, handlers]);
}
