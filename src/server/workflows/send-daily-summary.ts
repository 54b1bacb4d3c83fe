import { createDailyFiguresRepository } from '../db/daily-figures-repository';
import type { Db } from '../db/database';
import type { OrderEventsRepository } from '../db/order-events-repository';
import { dailySummaryEmail } from '../domain/owners/daily-summary-email';
import { dayBeforeIn } from '../domain/zoned-day';
import type { Mailer } from '../ports/mailer';
import { ownerKey } from './shop-owner-emails';
import { adminOrderUrl, attentionReason } from './tell-owners';

export interface DailySummaryDeps {
  db: Db;
  orderEvents: OrderEventsRepository;
  mailer: Mailer;
  publicBaseUrl: string;
  ownerEmails: () => Promise<string[]>;
  /** The shop's IANA time zone, whose days are summed. */
  timeZone: string;
  clock: () => Date;
}

/**
 * E-mails each owner the summary of the day before, in the shop's time zone. Run as often as liked, by any number
 * of processes: the message id names the day and the owner, so each owner gets each day's
 * summary once. Answers the day summed.
 */
export async function sendDailySummaries(deps: DailySummaryDeps): Promise<string> {
  const { day, start, end } = dayBeforeIn(deps.timeZone, deps.clock());
  const owners = await deps.ownerEmails();
  if (owners.length === 0) return day;
  const figures = await createDailyFiguresRepository(deps.db).between(start, end);
  const timelines = await deps.orderEvents.listForOrders(figures.waiting.map((order) => order.id));
  const summary = {
    day,
    timeZone: deps.timeZone,
    orders: figures.orders,
    revenue: figures.revenue,
    refunds: figures.refunds,
    needingAttention: figures.waiting.map((order) => {
      const stop = timelines.get(order.id)?.findLast((event) => event.kind === 'needs_attention');
      return {
        displayId: order.displayId,
        url: adminOrderUrl(deps.publicBaseUrl, order.id),
        reason: stop ? attentionReason(stop) : null,
      };
    }),
  };
  for (const to of owners) {
    await deps.mailer.send({
      id: `owners-daily-${day}-${ownerKey(to)}`,
      ...dailySummaryEmail(to, summary, `${deps.publicBaseUrl}/admin`),
    });
  }
  return day;
}
