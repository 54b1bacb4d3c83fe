import type { MailMessage } from '../../ports/mailer';
import { ownerMessage } from './owner-letter';

export interface AttentionEmailInput {
  /** The owner it goes to. */
  to: string;
  displayId: string;
  /** Why, in the print partner's or the store's words; null when nobody said. */
  reason: string | null;
  /** The order's page in the back office. */
  adminOrderUrl: string;
  /** A free replacement stopped, not the order: the goods already reached the shopper. */
  replacement?: boolean;
}

/** "Order MM-… needs attention": which, why, and the link to deal with it. */
export function attentionEmail(input: AttentionEmailInput): MailMessage {
  const why = input.reason?.trim();
  return ownerMessage(input.to, {
    subject: `Order ${input.displayId} needs attention`,
    heading: `Order ${input.displayId} needs attention`,
    paragraphs: [
      why
        ? `The order ${input.displayId} has stopped: ${why}`
        : `The order ${input.displayId} has stopped and needs a person to look at it.`,
      input.replacement
        ? 'The shopper is still waiting for the replacement: send it again from the order, or refund them.'
        : 'It will not be made until it is fixed and sent to the print partner again, cancelled or refunded.',
    ],
    links: [['Open the order', input.adminOrderUrl]],
  });
}
