import { type Cents, formatCents } from '../../../shared/money';
import type { MailMessage } from '../../ports/mailer';
import { ownerMessage } from './owner-letter';

/** One day's trade, as the summary tells it. */
export interface DaySummary {
  /** The day summed, `YYYY-MM-DD`, in the shop's time zone. */
  day: string;
  /** That zone, named in the e-mail so the owner knows whose midnight it is. */
  timeZone: string;
  orders: number;
  /** What those orders were paid, in cents. */
  revenue: Cents;
  /** Refunds the card processor gave back that day, whichever day their orders were placed. */
  refunds: { count: number; amount: Cents };
  /** Orders waiting on a person now, however old. */
  needingAttention: { displayId: string; url: string; reason: string | null }[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-03-05` as "Thursday, March 5, 2026", spelt by hand so no locale data changes it. */
export function dayWords(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The owners' daily summary: yesterday's orders, money in and out, and what is waiting. */
export function dailySummaryEmail(to: string, summary: DaySummary, adminUrl: string): MailMessage {
  const waiting = summary.needingAttention;
  const sales =
    summary.orders === 0
      ? 'No orders were placed.'
      : `${plural(summary.orders, 'order', 'orders')} for ${formatCents(summary.revenue)}.`;
  const refunds =
    summary.refunds.count === 0
      ? 'No refunds.'
      : `${plural(summary.refunds.count, 'refund', 'refunds')} of ${formatCents(summary.refunds.amount)} in all.`;
  return ownerMessage(to, {
    subject: `Your day at Masterpiece Me, ${dayWords(summary.day)}: ${plural(summary.orders, 'order', 'orders')}, ${formatCents(summary.revenue)}`,
    heading: `${dayWords(summary.day)} (${summary.timeZone.replaceAll('_', ' ')} time)`,
    paragraphs: [
      sales,
      refunds,
      waiting.length === 0
        ? 'No order needs attention.'
        : `${plural(waiting.length, 'order needs', 'orders need')} attention:`,
    ],
    items: waiting.map((order) => ({
      text: order.reason ? `${order.displayId}: ${order.reason}` : order.displayId,
      url: order.url,
    })),
    links: [['Open the back office', adminUrl]],
  });
}
