import { Check } from 'lucide-react';
import { cn } from '../../ui/cn';

export const CHECKOUT_STEPS = ['shipping', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const LABELS: Record<CheckoutStep, string> = {
  shipping: 'Shipping',
  payment: 'Payment',
  confirmation: 'Confirmation',
};

/** The three numbered steps of checkout with a bar filling up to the current one. */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  const percent = (currentIndex / (CHECKOUT_STEPS.length - 1)) * 100;

  return (
    <nav aria-label="Checkout progress" className="relative">
      <div aria-hidden className="absolute inset-x-[16%] top-5 h-1 rounded-full bg-line">
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="relative grid grid-cols-3">
        {CHECKOUT_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex flex-col items-center gap-2"
            >
              <span
                className={cn(
                  'flex size-10 items-center justify-center rounded-full border-2 font-semibold',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary bg-paper text-primary ring-4 ring-primary/15',
                  !done && !active && 'border-line bg-paper text-ink-muted',
                )}
              >
                {done ? <Check className="size-5" aria-label={`${index + 1}`} /> : index + 1}
              </span>
              <span className={cn('text-sm font-medium', !active && !done && 'text-ink-muted')}>
                {LABELS[step]}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
