import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { formatCents } from '../../../shared/money';
import { Card } from '../../ui/card';
import { SummaryRow } from '../../ui/summary-row';
import { ReprintPanel } from './reprint-panel';

const REPRINT_WORDS: Record<AdminOrderDetail['reprints'][number]['status'], string> = {
  pending: 'being sent to the print partner',
  submitted: 'placed with the print partner',
  refused: 'refused by the print partner',
};

/** What was bought: each line with its mock-up, artwork and print file, and the totals. */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <h3 className="font-semibold">Lines</h3>
      <ul className="flex flex-col gap-4">
        {order.lines.map((line, index) => (
          <Line
            key={`${line.mockup_url}-${line.title}-${line.quantity}`}
            order={order}
            index={index}
          />
        ))}
      </ul>
      {order.reprints.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <h4 className="font-semibold">Replacements sent</h4>
          <ul aria-label="Replacements" className="flex flex-col gap-1">
            {order.reprints.map((reprint) => (
              <li key={reprint.created_at + reprint.line}>
                {reprint.quantity} × {order.lines[reprint.line]?.title ?? 'a line'}:{' '}
                {REPRINT_WORDS[reprint.status]}
                {reprint.partner_order_id && ` (its order ${reprint.partner_order_id})`} —{' '}
                {reprint.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="flex flex-col gap-1 text-sm">
        <SummaryRow label="Subtotal">{formatCents(order.subtotal)}</SummaryRow>
        <SummaryRow label="Shipping">{formatCents(order.shipping_cost)}</SummaryRow>
        <SummaryRow label="Tax">{formatCents(order.tax_amount)}</SummaryRow>
        <SummaryRow label="Total" strong>
          {formatCents(order.total_amount)}
        </SummaryRow>
      </dl>
    </Card>
  );
}

function Line({ order, index }: { order: AdminOrderDetail; index: number }) {
  const line = order.lines[index];
  if (!line) return null;
  const options = Object.values(line.options).join(', ');
  return (
    <li className="flex flex-col gap-2">
      <div className="flex gap-3">
        <img
          src={line.mockup_url}
          alt={`Mock-up of ${line.title}`}
          className="size-16 shrink-0 rounded-lg bg-sand object-cover"
        />
        {line.artwork_url && (
          <a href={line.artwork_url} className="shrink-0" title="The artwork at full size">
            <img
              src={line.artwork_url}
              alt={`Artwork of ${line.title}`}
              className="size-16 rounded-lg bg-sand object-cover"
            />
          </a>
        )}
        <div className="flex min-w-0 flex-1 flex-col text-sm">
          <span className="font-semibold">
            {line.quantity} × {line.title}
          </span>
          {options && <span className="text-ink-muted">{options}</span>}
          <span>{formatCents(line.unit_price)} each</span>
          {line.print_file_url && (
            <a
              href={line.print_file_url}
              className="text-primary underline-offset-4 hover:underline"
            >
              Print file
            </a>
          )}
        </div>
      </div>
      <ReprintPanel order={order} index={index} />
    </li>
  );
}
