import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSignedInAccountId } from '../features/auth/auth-store';
import { useCartStore } from '../features/cart/cart-store';
import { CheckoutProgress } from '../features/checkout/checkout-progress';
import { CART_CHANGED_MESSAGE } from '../features/checkout/checkout-rules';
import { ConfirmationStep } from '../features/checkout/confirmation-step';
import { OrderOverlay } from '../features/checkout/order-overlay';
import { clearPendingPayment, type PendingPayment } from '../features/checkout/pending-payment';
import {
  keepPlacedOrder,
  ORDER_PARAM,
  readPlacedOrder,
  type ShownOrder,
} from '../features/checkout/placed-order';
import { ShippingStep } from '../features/checkout/shipping-step';
import { useCheckoutStep } from '../features/checkout/use-checkout-step';
import { usePaymentReturn } from '../features/checkout/use-payment-return';
import { type PlacedOrder, usePlaceOrder } from '../features/checkout/use-place-order';
import { useGenerationStore } from '../features/generation/generation-store';
import { PaymentFormLoading } from '../features/payment/payment-form-loading';
import { PATHS } from '../paths';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page-header';
import { toast } from '../ui/toast';

// Step 2 and its card form load when the shopper reaches them, not with the shipping step.
const PaymentStep = lazy(async () => ({
  default: (await import('../features/checkout/payment-step')).PaymentStep,
}));

/**
 * Checkout belongs to one shopper: signing in or out on the page starts it again, with the
 * details the new shopper kept (features/session/owned-storage).
 */
export function CheckoutPage() {
  const accountId = useSignedInAccountId();
  return <Checkout key={accountId ?? 'guest'} />;
}

function Checkout() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const cartIsEmpty = useCartStore((state) => state.items.length === 0);
  // A reload of the confirmation finds the order its address names, as this tab kept it.
  const [order, setOrder] = useState<ShownOrder | null>(() =>
    readPlacedOrder(search.get(ORDER_PARAM)),
  );
  const { step, pending, setPending, toPayment, toShipping } = useCheckoutStep(order !== null);
  const [bankRefusal, setBankRefusal] = useState<string | null>(null);

  const onPlaced = useCallback(
    (placed: PlacedOrder) => {
      keepPlacedOrder(placed);
      setOrder(placed);
      setPending(null);
      navigate(`${PATHS.checkout}?${ORDER_PARAM}=${encodeURIComponent(placed.displayId)}`, {
        replace: true,
      });
    },
    [setPending, navigate],
  );
  const { placing, placeOrder } = usePlaceOrder(onPlaced);

  // The intent was priced for other lines: new totals need the shipping step again.
  const onCartChanged = useCallback(() => {
    if (placing) return;
    clearPendingPayment();
    toShipping();
    toast.warning(CART_CHANGED_MESSAGE);
  }, [placing, toShipping]);

  // An empty cart sends checkout back to its first step (SPEC §4); a placed order has emptied it.
  useEffect(() => {
    if (cartIsEmpty && !order && !placing) setPending(null);
  }, [cartIsEmpty, order, placing, setPending]);

  const returnHandlers = useMemo(
    () => ({
      resume: (saved: PendingPayment | null, refusal: string | null) => {
        setPending(saved);
        setBankRefusal(refusal);
      },
      paid: (saved: PendingPayment | null, paymentIntentId: string) =>
        void placeOrder(saved, paymentIntentId),
    }),
    [placeOrder, setPending],
  );
  usePaymentReturn(returnHandlers);

  const startPayment = (next: PendingPayment) => {
    setBankRefusal(null);
    toPayment(next);
  };

  // The order has taken what it paid for out of the cart; anything left was not bought.
  const returnHome = () => {
    clearPendingPayment();
    useGenerationStore.getState().reset();
    navigate(PATHS.home);
  };

  let content: React.ReactNode;
  if (step === 'confirmation' && order) {
    content = (
      <ConfirmationStep displayId={order.displayId} receipt={order.receipt} onHome={returnHome} />
    );
  } else if (cartIsEmpty && !placing) {
    content = (
      <EmptyState
        icon={ShoppingBag}
        title="Your cart is empty"
        action={
          <Button asChild size="lg">
            <Link to={PATHS.products}>Continue Shopping</Link>
          </Button>
        }
      >
        Add a print of your art to the cart before checking out.
      </EmptyState>
    );
  } else if (step === 'payment') {
    content = (
      <Suspense fallback={<PaymentFormLoading />}>
        <PaymentStep
          key={pending?.paymentIntentId}
          pending={pending}
          initialFailure={bankRefusal}
          onBack={toShipping}
          onPaid={(paymentIntentId) => void placeOrder(pending, paymentIntentId)}
          onCartChanged={onCartChanged}
        />
      </Suspense>
    );
  } else {
    content = <ShippingStep onContinue={startPayment} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6">
      <PageHeader title="Checkout" />
      <CheckoutProgress current={step} />
      {content}
      {placing && <OrderOverlay />}
    </div>
  );
}
