import { ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TaxResult } from '../../shared/api/tax';
import { useCartStore } from '../features/cart/cart-store';
import { CheckoutProgress, type CheckoutStep } from '../features/checkout/checkout-progress';
import { PaymentStep } from '../features/checkout/payment-step';
import { ShippingStep } from '../features/checkout/shipping-step';
import { PATHS } from '../features/navigation/paths';
import { scrollToTop } from '../features/navigation/scroll';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page-header';

export function CheckoutPage() {
  const cartIsEmpty = useCartStore((state) => state.items.length === 0);
  const [step, setStep] = useState<CheckoutStep>('shipping');
  const [tax, setTax] = useState<TaxResult | null>(null);
  // An empty cart sends checkout back to its first step (SPEC §4).
  useEffect(() => {
    if (cartIsEmpty) setStep('shipping');
  }, [cartIsEmpty]);
  const goTo = (next: CheckoutStep) => {
    setStep(next);
    scrollToTop();
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6">
      <PageHeader title="Checkout" />
      <CheckoutProgress current={step} />
      {cartIsEmpty ? (
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
      ) : step === 'shipping' ? (
        <ShippingStep
          onContinue={(quoted) => {
            setTax(quoted);
            goTo('payment');
          }}
        />
      ) : (
        tax && <PaymentStep tax={tax} onBack={() => goTo('shipping')} />
      )}
    </div>
  );
}
