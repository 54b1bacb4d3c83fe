import { ArrowLeft, CreditCard } from 'lucide-react';
import type { TaxResult } from '../../../shared/api/tax';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { useCartStore } from '../cart/cart-store';
import { OrderSummary } from './summary/order-summary';

/**
 * Checkout step 2 (SPEC §2). Until the store creates payment intents there is no client
 * secret, and the form says so in the SPEC's words; the shopper can go back to shipping.
 */
export function PaymentStep({ tax, onBack }: { tax: TaxResult; onBack: () => void }) {
  const items = useCartStore((state) => state.items);
  const shippingCost = useCartStore((state) => state.shippingCost);
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <CreditCard className="size-5 text-primary" aria-hidden />
            Payment Information
          </h2>
          <p role="alert" className="rounded-xl bg-destructive/10 p-4 text-sm">
            Unable to load payment form. Please try again.
          </p>
        </Card>
        <Button variant="outline" size="lg" className="self-start" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back to Shipping
        </Button>
      </div>
      <OrderSummary items={items} shippingCost={shippingCost} tax={tax} />
    </div>
  );
}
