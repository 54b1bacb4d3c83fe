import { CheckCircle2, Home } from 'lucide-react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';

/** Checkout step 3 (SPEC §2): thanks, and the order number shoppers quote to us. */
export function ConfirmationStep({ displayId, onHome }: { displayId: string; onHome: () => void }) {
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 p-8 text-center">
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
      <Button size="lg" onClick={onHome}>
        <Home aria-hidden />
        Return to Home
      </Button>
    </Card>
  );
}
