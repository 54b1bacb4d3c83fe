import type { ReactNode } from 'react';
import type { CartItem } from '../../../../shared/api/cart';
import type { TaxResult } from '../../../../shared/api/tax';
import { lineTotal } from '../../../../shared/cart/cart-rules';
import { type Cents, formatCents, formatShippingPrice, sumCents } from '../../../../shared/money';
import { Card } from '../../../ui/card';
import { LoadingDots } from './loading-dots';
import { TaxBreakdown } from './tax-breakdown';

function Row({
  label,
  children,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={strong ? 'flex justify-between text-lg font-semibold' : 'flex justify-between'}>
      <dt className={strong ? undefined : 'text-ink-muted'}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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
  const subtotal = sumCents(items.map(lineTotal));
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
        <Row label="Subtotal">{formatCents(subtotal)}</Row>
        <Row label="Shipping">
          {shippingCost === null ? <LoadingDots /> : formatShippingPrice(shippingCost)}
        </Row>
        <Row label={tax ? <TaxBreakdown tax={tax} finePrint={finePrint} /> : 'Tax'}>
          {tax ? formatCents(tax.taxAmount) : <LoadingDots />}
        </Row>
        <div className="border-t border-line pt-3">
          <Row label="Total" strong>
            {tax ? formatCents(tax.totalAmount) : <LoadingDots />}
          </Row>
        </div>
      </dl>
    </Card>
  );
}
