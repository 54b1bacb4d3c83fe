import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { formatCents } from '../../../shared/money';
import { PAYMENT_LABELS, STATUS_LABELS } from '../../../shared/order-status-labels';
import { Card } from '../../ui/card';
import { SummaryRow } from '../../ui/summary-row';

/** Where the goods are: the method the shopper paid for, the parcel, the partner's word. */
export function DeliveryFacts({ order }: { order: AdminOrderDetail }) {
  const { shipping, partner } = order;
  return (
    <Card className="flex flex-col gap-1 p-4 text-sm sm:p-6" aria-labelledby="delivery-heading">
      <h3 id="delivery-heading" className="font-semibold">
        Delivery
      </h3>
      <dl className="flex flex-col gap-1">
        <SummaryRow label="Goods">{STATUS_LABELS[order.fulfilment_status]}</SummaryRow>
        <SummaryRow label="Method">
          {shipping.method} · {formatCents(shipping.price)}
        </SummaryRow>
        {shipping.shipment && (
          <>
            <SummaryRow label="Carrier">{shipping.shipment.carrier}</SummaryRow>
            <SummaryRow label="Tracking">{shipping.shipment.tracking_number}</SummaryRow>
          </>
        )}
      </dl>
      {shipping.shipment ? (
        <a
          href={shipping.shipment.tracking_url}
          target="_blank"
          rel="noreferrer"
          className="text-primary underline-offset-4 hover:underline"
        >
          Track the parcel
        </a>
      ) : (
        <p className="text-ink-muted">Not shipped yet.</p>
      )}
      <p className="break-all">
        Partner order:{' '}
        {partner.order_id
          ? `${partner.order_id} (${partner.status ?? 'no word yet'})`
          : 'not placed'}
      </p>
    </Card>
  );
}

/** Where the money is: the card, what was paid, given back and kept. */
export function PaymentFacts({ order }: { order: AdminOrderDetail }) {
  const { payment } = order;
  return (
    <Card className="flex flex-col gap-1 p-4 text-sm sm:p-6" aria-labelledby="payment-heading">
      <h3 id="payment-heading" className="font-semibold">
        Payment
      </h3>
      <p>
        {payment.card_last4
          ? `${payment.card_brand ?? 'Card'} ending ${payment.card_last4}`
          : 'Card not known'}
      </p>
      <dl className="flex flex-col gap-1">
        <SummaryRow label="Status">{PAYMENT_LABELS[payment.status]}</SummaryRow>
        <SummaryRow label="Paid">{formatCents(order.total_amount)}</SummaryRow>
        <SummaryRow label="Refunded">{formatCents(order.amount_refunded)}</SummaryRow>
        <SummaryRow label="Net" strong>
          {formatCents(payment.net)}
        </SummaryRow>
      </dl>
      <p className="break-all text-ink-muted">{payment.payment_intent_id}</p>
    </Card>
  );
}
