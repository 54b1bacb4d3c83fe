import { describe, expect, it } from 'vitest';
import { adminTimeline } from './admin-timeline';
import type { OrderEvent } from './order-events';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
const event = (kind: OrderEvent['kind'], second: number, detail = {}): OrderEvent => ({
  id: `evt-${second}`,
  orderId: 'order-1',
  kind,
  key: `key-${second}`,
  detail,
  createdAt: at(second),
});

describe('the back office’s timeline of an order', () => {
  it('merges steps and owner actions oldest first, in words with the amounts', () => {
    const timeline = adminTimeline(
      [
        event('paid', 1),
        event('needs_attention', 2, { reason: 'Variant 1 is not available' }),
        event('refund', 4, { amount: 1250 }),
        event('refund', 5, { amount: 1250, processorRefundId: 're_1' }),
        event('email_sent', 6, { subject: 'A partial refund for your order MM-ABC234' }),
      ],
      [
        {
          action: 'order.refund',
          actorEmail: 'owner@example.com',
          after: JSON.stringify({ amount: 1250 }),
          at: at(5),
        },
        { action: 'order.resubmit', actorEmail: 'owner@example.com', after: null, at: at(3) },
      ],
    );
    expect(timeline.map((entry) => [entry.summary, entry.actor])).toEqual([
      ['Paid', null],
      ['Needs attention: Variant 1 is not available', null],
      ['Sent to the print partner again', 'owner@example.com'],
      ['Refund of $12.50 reserved', null],
      ['Refund of $12.50 taken by the card processor', null],
      ['Refunded $12.50', 'owner@example.com'],
      ['E-mail sent: A partial refund for your order MM-ABC234', null],
    ]);
    expect(timeline[0]?.at).toBe('2026-01-01T00:00:01.000Z');
  });
});
