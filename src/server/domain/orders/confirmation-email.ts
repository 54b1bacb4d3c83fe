import type { ApiAddress } from '../../../shared/api/address';
import type { Shipment } from '../../../shared/api/orders';
import { type Cents, formatCents, formatShippingPrice } from '../../../shared/money';
import type { MailMessage } from '../../ports/mailer';
import { escapeHtml } from '../../text/escape-html';
import type { OrderStatus } from './order-status';

export interface OrderEmailInput {
  displayId: string;
  email: string;
  firstName: string;
  lines: { title: string; quantity: number; unitPrice: Cents; options: Record<string, string> }[];
  subtotal: Cents;
  shippingCost: Cents;
  taxAmount: Cents;
  totalAmount: Cents;
  shippingMethodName: string;
  address: ApiAddress;
  orderUrl: string;
  /**
   * Where the order stands when this is sent again (`standingSentence`); absent, the first
   * confirmation's "received and being processed".
   */
  standing?: string;
}

const RECEIVED = 'Your order has been received and is being processed.';

/**
 * Where an order stands, for a confirmation sent again later: how far the goods got, with the
 * parcel's tracking once shipped, and what was refunded. A resent confirmation must not say
 * "being processed" of an order that was delivered or cancelled.
 */
export function standingSentence(order: {
  fulfilment: OrderStatus;
  totalAmount: Cents;
  amountRefunded: Cents;
  shipment: Shipment | null;
}): string {
  const goods: Partial<Record<OrderStatus, string>> = {
    in_production: 'Your order is being printed.',
    shipped: order.shipment
      ? `Your order has shipped with ${order.shipment.carrier}, tracking number ${order.shipment.tracking_number}.`
      : 'Your order has shipped.',
    delivered: 'Your order has been delivered.',
    cancelled: 'Your order was cancelled, so it will not be printed or sent.',
    needs_attention:
      'Your order has been received; we are sorting out a detail with our print partner before it is printed.',
  };
  const said = goods[order.fulfilment] ?? RECEIVED;
  if (order.amountRefunded <= 0) return said;
  const money =
    order.amountRefunded >= order.totalAmount
      ? `It has been refunded in full (${formatCents(order.amountRefunded)}).`
      : `We have refunded ${formatCents(order.amountRefunded)} of it.`;
  return `${said} ${money}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const describeOptions = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([key, value]) => `${capitalise(key)}: ${value}`)
    .join(', ');

function addressLines(address: ApiAddress): string[] {
  return [
    `${address.first_name} ${address.last_name}`,
    address.address2 ? `${address.address1}, ${address.address2}` : address.address1,
    `${address.city}, ${address.region} ${address.zip}`,
    address.country,
  ];
}

function totals(order: OrderEmailInput): [string, string][] {
  return [
    ['Subtotal', formatCents(order.subtotal)],
    [`Shipping (${order.shippingMethodName})`, formatShippingPrice(order.shippingCost)],
    ['Tax', formatCents(order.taxAmount)],
    ['Total', formatCents(order.totalAmount)],
  ];
}

function text(order: OrderEmailInput): string {
  const lines = order.lines.map((line) => {
    const options = describeOptions(line.options);
    return `- ${line.title}${options ? ` (${options})` : ''}, Qty: ${line.quantity}: ${formatCents(line.unitPrice * line.quantity)}`;
  });
  return [
    `Hi ${order.firstName},`,
    '',
    `Thank You for Your Order! ${order.standing ?? RECEIVED}`,
    '',
    `Order Number: ${order.displayId}`,
    '',
    ...lines,
    '',
    ...totals(order).map(([label, amount]) => `${label}: ${amount}`),
    '',
    'Shipping to:',
    ...addressLines(order.address),
    '',
    `View your order: ${order.orderUrl}`,
    '',
    'Masterpiece Me',
  ].join('\n');
}

function html(order: OrderEmailInput): string {
  const cell = 'padding:6px 0;border-bottom:1px solid #eadfce';
  const rows = order.lines
    .map((line) => {
      const options = describeOptions(line.options);
      return `<tr><td style="${cell}">${escapeHtml(line.title)}${options ? `<br><small style="color:#6e5b4e">${escapeHtml(options)}</small>` : ''}</td><td style="${cell}">Qty: ${escapeHtml(String(line.quantity))}</td><td style="${cell};text-align:right">${escapeHtml(formatCents(line.unitPrice * line.quantity))}</td></tr>`;
    })
    .join('');
  const sums = totals(order)
    .map(
      ([label, amount]) =>
        `<tr><td colspan="2">${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(amount)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#2b211c;background:#fbf6ee;padding:24px">
<div style="max-width:560px;margin:auto;background:#fffdf9;border-radius:16px;padding:24px">
<h1 style="font-size:24px">Thank You for Your Order!</h1>
<p>Hi ${escapeHtml(order.firstName)}, ${escapeHtml(lowerFirst(order.standing ?? RECEIVED))}</p>
<p>Order Number: <strong>${escapeHtml(order.displayId)}</strong></p>
<table style="width:100%;border-collapse:collapse">${rows}${sums}</table>
<p><strong>Shipping to</strong><br>${addressLines(order.address).map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(order.orderUrl)}" style="color:#b4471f">View your order</a></p>
</div></body></html>`;
}

/** The order confirmation the shopper receives: plain text for every client, HTML for most. */
export function orderConfirmationEmail(order: OrderEmailInput): MailMessage {
  return {
    to: order.email,
    subject: `Your Masterpiece Me order ${order.displayId}`,
    text: text(order),
    html: html(order),
  };
}
