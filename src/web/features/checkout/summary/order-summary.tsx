import { lazy, Suspense } from 'react';
import type { CartItem } from '../../../../shared/api/cart';
import type { TaxResult } from '../../../../shared/api/tax';
import { type Cents, formatCents, formatShippingPrice } from '../../../../shared/money';
import { lineTotal, subtotalOf } from '../../../../shared/subtotal';
import { Card } from '../../../ui/card';
import { SummaryRow } from '../../../ui/summary-row';
import { LoadingDots } from './loading-dots';

/** The tooltip library comes with the first tax answer, not with the checkout page. */
const TaxBreakdown = lazy(async () => ({
  default: (await import('./tax-breakdown')).TaxBreakdown,
}));

/**
 * The order as it stands (SPEC §2 Checkout): each item, then Subtotal, Shipping, Tax and Total,
 * each unknown figure as three dots. The total comes from the tax answer when there is one.
 */
export function OrderSummary({
  items,
  shippingCost,
  tax,
  finePrint,
}: {
  items: readonly CartItem[];
  shippingCost: Cents | null;
  tax: TaxResult | null;
  finePrint?: string;
}) {
  const subtotal = subtotalOf(items);
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <h2 className="text-xl font-semibold">Order Summary</h2>
      <ul aria-label="Order items" className="flex max-h-80 flex-col gap-4 overflow-y-auto pr-1">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3">
            <img
              src={item.imageUrl}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-lg bg-sand object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium">{item.title}</span>
              <span className="text-sm text-ink-muted">Qty: {item.quantity}</span>
            </div>
            <span className="font-medium">{formatCents(lineTotal(item))}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-3 border-t border-line pt-4">
        <SummaryRow label="Subtotal">{formatCents(subtotal)}</SummaryRow>
        <SummaryRow label="Shipping">
          {shippingCost === null ? <LoadingDots /> : formatShippingPrice(shippingCost)}
        </SummaryRow>
        <SummaryRow
          label={
            tax ? (
              <Suspense fallback="Tax">
                <TaxBreakdown tax={tax} finePrint={finePrint} />
              </Suspense>
            ) : (
              'Tax'
            )
          }
        >
          {tax ? formatCents(tax.taxAmount) : <LoadingDots />}
        </SummaryRow>
        <SummaryRow label="Total" strong>
          {tax ? formatCents(tax.totalAmount) : <LoadingDots />}
        </SummaryRow>
      </dl>
    </Card>
  );
}
