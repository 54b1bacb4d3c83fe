import { Link } from 'react-router';
import { formatCents, formatShippingPrice } from '../../../shared/money';
import { PATHS } from '../../paths';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SummaryRow } from '../../ui/summary-row';
import { useCartStore } from './cart-store';

/** Known later, at checkout; shown as a quiet placeholder until then. */
function Placeholder({ label }: { label: string }) {
  return (
    <span
      className="inline-block h-4 w-14 animate-pulse rounded bg-sand"
      role="img"
      aria-label={label}
    />
  );
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
          {shippingMethodId === null ? (
            <Placeholder label="Calculated at checkout" />
          ) : (
            formatShippingPrice(shippingCost)
          )}
        </SummaryRow>
        <SummaryRow label="Tax">
          <Placeholder label="Calculated at checkout" />
        </SummaryRow>
        <SummaryRow label="Total" strong>
          <Placeholder label="Calculated at checkout" />
        </SummaryRow>
      </dl>
      <Button asChild size="lg">
        <Link to={PATHS.checkout}>Proceed to Checkout</Link>
      </Button>
    </Card>
  );
}
