import { Link } from 'react-router';
import { formatCents, formatShippingPrice } from '../../../shared/money';
import { PATHS } from '../../paths';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SummaryRow } from '../../ui/summary-row';
import { useCartStore } from './cart-store';

/** Known later, at checkout, and said so: a pulsing bar read as something still loading. */
function AtCheckout() {
  return <span className="text-sm font-normal text-ink-muted">Calculated at checkout</span>;
}

/**
 * 'Order Summary' of the cart: the subtotal; shipping once a method is chosen; tax and total
 * are worked out at checkout, not here (SPEC §2 Cart).
 */
export function CartSummary({ subtotal }: { subtotal: number }) {
  const shippingMethodId = useCartStore((state) => state.shippingMethodId);
  const shippingCost = useCartStore((state) => state.shippingCost);
  return (
    <Card className="flex flex-col gap-5 p-6 lg:sticky lg:top-24">
      <h2 className="text-xl font-semibold">Order Summary</h2>
      <dl className="flex flex-col gap-3">
        <SummaryRow label="Subtotal">{formatCents(subtotal)}</SummaryRow>
        <SummaryRow label="Shipping">
          {shippingMethodId === null ? <AtCheckout /> : formatShippingPrice(shippingCost)}
        </SummaryRow>
        <SummaryRow label="Tax">
          <AtCheckout />
        </SummaryRow>
        <SummaryRow label="Total" strong>
          <AtCheckout />
        </SummaryRow>
      </dl>
      <Button asChild size="lg">
        <Link to={PATHS.checkout}>Proceed to Checkout</Link>
      </Button>
    </Card>
  );
}
