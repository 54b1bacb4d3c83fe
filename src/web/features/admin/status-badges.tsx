import type { FulfilmentStatus, PaymentStatus } from '../../../shared/api/admin-orders';
import type { OrderStatus } from '../../../shared/api/orders';
import {
  FULFILMENT_LABELS,
  PAYMENT_LABELS,
  STATUS_LABELS,
} from '../../../shared/order-status-labels';
import { cn } from '../../ui/cn';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';
const quiet = 'bg-sand text-ink-muted';
const urgent = 'bg-destructive text-destructive-foreground';
const paid = 'bg-plum-soft text-plum';
const refunded = 'bg-gold-soft text-ink';

/** The order's own status, as the order page heads it. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cn(badge, status === 'needs_attention' ? urgent : quiet)}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** How far the goods got; a problem stands out. */
export function FulfilmentBadge({ status }: { status: FulfilmentStatus }) {
  return (
    <span
      className={cn(badge, status === 'needs_attention' ? urgent : quiet)}
      data-testid="admin-order-fulfilment"
    >
      {FULFILMENT_LABELS[status]}
    </span>
  );
}

/** Where the money stands, in its own colours so it reads apart from the goods. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={cn(badge, status === 'paid' ? paid : refunded)}
      data-testid="admin-order-payment"
    >
      {PAYMENT_LABELS[status]}
    </span>
  );
}
