import { CheckCircle2, Home } from 'lucide-react';
import type { OrderReceipt } from '../../../shared/api/orders';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { OrderLines, OrderTotals } from '../orders/order-lines';

/**
 * Checkout step 3 (SPEC §2): thanks, the order number shoppers quote to us, and the store's own
 * record of what was bought, what it cost and where the confirmation e-mail goes.
 */
export function ConfirmationStep({
  displayId,
  receipt,
  onHome,
}: {
  displayId: string;
  receipt: OrderReceipt;
  onHome: () => void;
}) {
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 p-6 text-center sm:p-8">
      <CheckCircle2 className="size-16 text-primary" aria-hidden />
      <h2 className="text-3xl font-semibold">Thank You for Your Order!</h2>
      <p className="text-ink-muted">
        Your order has been received and is being processed. You will receive an email confirmation
        shortly.
      </p>
      <div className="rounded-2xl bg-sand px-6 py-4">
        <p className="text-sm text-ink-muted">Order Number</p>
        <p className="font-mono text-2xl font-semibold tracking-wider" data-testid="order-number">
          {displayId}
        </p>
      </div>
      <p className="text-sm text-ink-muted">
        Confirmation e-mail to{' '}
        <strong
          className="font-semibold text-ink [overflow-wrap:anywhere]"
          data-testid="confirmation-email"
        >
          {receipt.email}
        </strong>
      </p>
      <section aria-labelledby="bought-heading" className="flex w-full flex-col gap-4 text-left">
        <h3 id="bought-heading" className="text-lg font-semibold">
          What you bought
        </h3>
        <OrderLines items={receipt.items} />
        <OrderTotals {...receipt} />
      </section>
      <Button size="lg" onClick={onHome}>
        <Home aria-hidden />
        Return to Home
      </Button>
    </Card>
  );
}
