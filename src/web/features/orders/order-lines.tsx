import type { OrderLineView } from '../../../shared/api/orders';
import { type Cents, formatCents, formatShippingPrice } from '../../../shared/money';
import { SummaryRow } from '../../ui/summary-row';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A placed order's lines as the store priced them: the mock-up of the artwork on the product,
 * its title, options as 'Key: value' (as the confirmation e-mail lists them), quantity and line
 * total; on a paid order's page, a download of the line's artwork at full size.
 */
export function OrderLines({ items }: { items: readonly OrderLineView[] }) {
  return (
    <ul aria-label="Order items" className="flex flex-col gap-4">
      {items.map((item) => (
        <li key={`${item.title}-${JSON.stringify(item.options)}`} className="flex gap-4">
          <img
            src={item.image_url}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-xl bg-sand object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">{item.title}</span>
            <span className="text-sm text-ink-muted">
              {[
                ...Object.entries(item.options).map(
                  ([key, value]) => `${capitalise(key)}: ${value}`,
                ),
                `Qty: ${item.quantity}`,
              ].join(' · ')}
            </span>
            {item.artwork_download_url && (
              <a
                href={item.artwork_download_url}
                download
                className="mt-1 self-start text-sm font-medium text-primary underline underline-offset-2"
              >
                Download your artwork
              </a>
            )}
          </div>
          <span>{formatCents(item.line_total)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A placed order's Subtotal, Shipping, Tax and Total, as the store charged them. */
export function OrderTotals(order: {
  subtotal: Cents;
  shipping_cost: Cents;
  tax_amount: Cents;
  total_amount: Cents;
}) {
  return (
    <dl className="flex flex-col gap-2 border-t border-line pt-4">
      <SummaryRow label="Subtotal">{formatCents(order.subtotal)}</SummaryRow>
      <SummaryRow label="Shipping">{formatShippingPrice(order.shipping_cost)}</SummaryRow>
      <SummaryRow label="Tax">{formatCents(order.tax_amount)}</SummaryRow>
      <SummaryRow label="Total" strong>
        {formatCents(order.total_amount)}
      </SummaryRow>
    </dl>
  );
}
