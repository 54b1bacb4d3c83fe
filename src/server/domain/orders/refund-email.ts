import { type Cents, formatCents } from '../../../shared/money';
import type { MailMessage } from '../../ports/mailer';
import { escapeHtml } from '../../text/escape-html';

export interface RefundEmailInput {
  /** The card processor's id of this refund: the e-mail goes out once per refund. */
  refundId: string;
  displayId: string;
  email: string;
  firstName: string;
  /** This refund's amount. */
  amount: Cents;
  /** What the shopper paid for the order. */
  totalAmount: Cents;
  /** True when this refund gives back the last of the payment (refund-amount.ts). */
  full: boolean;
  /** The order was cancelled: nothing will be printed or sent. */
  cancelled: boolean;
  orderUrl: string;
}

// Card refunds reach the statement on the bank's schedule, not ours; shoppers ask when.
const WHEN =
  'It goes back to the card you paid with; most banks show it within 5 to 10 business days.';

// A shopper refunded in full wonders whether a parcel is still coming.
const CANCELLED = 'Your order is cancelled: it will not be printed or sent.';

function summary(refund: RefundEmailInput): string {
  const amount = formatCents(refund.amount);
  const said =
    refund.full && refund.amount === refund.totalAmount
      ? `We have refunded your order ${refund.displayId} in full: ${amount}.`
      : refund.full
        ? `We have refunded the rest of your order ${refund.displayId}: ${amount}. Your order is now refunded in full.`
        : `We have refunded ${amount} of the ${formatCents(refund.totalAmount)} you paid for order ${refund.displayId}.`;
  return refund.full && refund.cancelled ? `${said} ${CANCELLED}` : said;
}

function text(refund: RefundEmailInput): string {
  return [
    `Hi ${refund.firstName},`,
    '',
    summary(refund),
    WHEN,
    '',
    `Order Number: ${refund.displayId}`,
    `Refunded: ${formatCents(refund.amount)}`,
    '',
    `View your order: ${refund.orderUrl}`,
    '',
    'If anything looks wrong, just reply to this e-mail.',
    '',
    'Masterpiece Me',
  ].join('\n');
}

function html(refund: RefundEmailInput): string {
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#2b211c;background:#fbf6ee;padding:24px">
<div style="max-width:560px;margin:auto;background:#fffdf9;border-radius:16px;padding:24px">
<h1 style="font-size:24px">${refund.full ? 'Your refund is on its way' : 'A partial refund is on its way'}</h1>
<p>Hi ${escapeHtml(refund.firstName)}, ${escapeHtml(summary(refund))}</p>
<p>${escapeHtml(WHEN)}</p>
<p>Order Number: <strong>${escapeHtml(refund.displayId)}</strong><br>Refunded: <strong>${escapeHtml(formatCents(refund.amount))}</strong></p>
<p><a href="${escapeHtml(refund.orderUrl)}" style="color:#b4471f">View your order</a></p>
<p>If anything looks wrong, just reply to this e-mail.</p>
</div></body></html>`;
}

/** The shopper's notice of a refund, full or partial, with the amount and the order number. */
export function refundEmail(refund: RefundEmailInput): MailMessage {
  return {
    id: `refund-${refund.refundId}`,
    to: refund.email,
    subject: !refund.full
      ? `A partial refund for your Masterpiece Me order ${refund.displayId}`
      : refund.cancelled
        ? `Your Masterpiece Me order ${refund.displayId} has been cancelled and refunded`
        : `Your Masterpiece Me order ${refund.displayId} has been refunded`,
    text: text(refund),
    html: html(refund),
  };
}
