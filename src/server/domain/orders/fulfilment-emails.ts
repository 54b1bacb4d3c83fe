import type { Shipment } from '../../../shared/api/orders';
import type { MailMessage } from '../../ports/mailer';
import { escapeHtml } from '../../text/escape-html';

export interface FulfilmentEmailInput {
  displayId: string;
  email: string;
  firstName: string;
  orderUrl: string;
}

interface Letter {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Links after the paragraphs: [label, url]. */
  links: [string, string][];
}

function toMessage(to: string, letter: Letter, firstName: string): MailMessage {
  const text = [
    `Hi ${firstName},`,
    '',
    ...letter.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...letter.links.map(([label, url]) => `${label}: ${url}`),
    '',
    'Masterpiece Me',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#2b211c;background:#fbf6ee;padding:24px">
<div style="max-width:560px;margin:auto;background:#fffdf9;border-radius:16px;padding:24px">
<h1 style="font-size:24px">${escapeHtml(letter.heading)}</h1>
<p>Hi ${escapeHtml(firstName)},</p>
${letter.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${letter.links.map(([label, url]) => `<p><a href="${escapeHtml(url)}" style="color:#b4471f">${escapeHtml(label)}</a></p>`).join('\n')}
</div></body></html>`;
  return { to, subject: letter.subject, text, html };
}

/** 'Your order has shipped': the carrier, the tracking number and the link to follow it. */
export function orderShippedEmail(order: FulfilmentEmailInput, shipment: Shipment): MailMessage {
  return toMessage(
    order.email,
    {
      subject: `Your order has shipped: ${order.displayId}`,
      heading: 'Your order has shipped',
      paragraphs: [
        `Your Masterpiece Me order ${order.displayId} is on its way.`,
        `Carrier: ${shipment.carrier}. Tracking number: ${shipment.tracking_number}.`,
      ],
      links: [
        ['Track your parcel', shipment.tracking_url],
        ['View your order', order.orderUrl],
      ],
    },
    order.firstName,
  );
}

/** 'Delivered': the parcel has arrived. */
export function orderDeliveredEmail(order: FulfilmentEmailInput): MailMessage {
  return toMessage(
    order.email,
    {
      subject: `Delivered: your order ${order.displayId}`,
      heading: 'Delivered',
      paragraphs: [
        `Your Masterpiece Me order ${order.displayId} has been delivered. We hope you love it.`,
      ],
      links: [['View your order', order.orderUrl]],
    },
    order.firstName,
  );
}

/** 'Cancelled': the shop stopped the order and gave no money back (a refund says so itself). */
export function orderCancelledEmail(order: FulfilmentEmailInput): MailMessage {
  return toMessage(
    order.email,
    {
      subject: `Your order ${order.displayId} has been cancelled`,
      heading: 'Your order is cancelled',
      paragraphs: [
        `We have cancelled your Masterpiece Me order ${order.displayId}: it will not be printed or sent.`,
        'If you did not expect this, just reply to this e-mail and we will put it right.',
      ],
      links: [['View your order', order.orderUrl]],
    },
    order.firstName,
  );
}

/** 'A replacement is on its way': a line sent again at no charge. */
export function replacementEmail(
  order: FulfilmentEmailInput,
  replacement: { title: string; quantity: number },
): MailMessage {
  const what =
    replacement.quantity > 1 ? `${replacement.quantity} × ${replacement.title}` : replacement.title;
  return toMessage(
    order.email,
    {
      subject: `A replacement for your order ${order.displayId} is on its way`,
      heading: 'A replacement is on its way',
      paragraphs: [
        `We are printing a new ${what} for your order ${order.displayId} and will send it to the same address. There is nothing to pay.`,
      ],
      links: [['View your order', order.orderUrl]],
    },
    order.firstName,
  );
}
