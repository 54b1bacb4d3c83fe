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

  it('says what the owner fixed before sending an order again', () => {
    const resubmit = (after: Record<string, unknown>) => ({
      action: 'order.resubmit' as const,
      actorEmail: 'owner@example.com',
      after: JSON.stringify(after),
      at: at(3),
    });
    const summaries = adminTimeline(
      [],
      [
        resubmit({ resubmitted: true }),
        resubmit({ address: { zip: '12208' } }),
        resubmit({
          address: { zip: '12208' },
          lines: [{ line: 1, title: 'T-Shirt', options: 'Heather Grey, M' }],
        }),
      ],
    ).map((entry) => entry.summary);
    expect(summaries).toEqual([
      'Sent to the print partner again',
      'Sent to the print partner again, with the address fixed',
      'Sent to the print partner again, with the address fixed and T-Shirt changed to Heather Grey, M',
    ]);
  });

  it('says when a full refund stopped the goods, and when it came too late to', () => {
    const owner = 'owner@example.com';
    const timeline = adminTimeline(
      [
        event('submitted', 1),
        event('cancelled', 2, { reason: 'stopped for a full refund' }),
        event('refunded', 3),
      ],
      [
        {
          action: 'order.refund',
          actorEmail: owner,
          after: JSON.stringify({ amount: 7278, partner_had_started: 'in-production' }),
          at: at(4),
        },
        {
          action: 'order.cancel',
          actorEmail: owner,
          after: JSON.stringify({ status: 'refunded', partner_status: 'canceled' }),
          at: at(5),
        },
        {
          action: 'order.cancel',
          actorEmail: owner,
          after: JSON.stringify({ status: 'cancelled' }),
          at: at(6),
        },
      ],
    );
    expect(timeline.map((entry) => entry.summary)).toEqual([
      'Sent to the print partner',
      'Cancelled: stopped for a full refund',
      'Refunded in full',
      'Refunded $72.78; the print partner had already started it (in-production), so it will still be made and sent',
      'Cancelled at the print partner after the refund',
      'Cancelled',
    ]);
  });

  it('shows a staff note in its own words, with who wrote it, among the steps', () => {
    const timeline = adminTimeline(
      [event('paid', 1), event('submitted', 3)],
      [
        {
          action: 'order.note',
          actorEmail: 'owner@example.com',
          after: JSON.stringify({ note: 'Called the shopper:\nthe frame is a gift.' }),
          at: at(2),
        },
      ],
    );
    expect(timeline.map((entry) => [entry.kind, entry.summary, entry.actor])).toEqual([
      ['paid', 'Paid', null],
      ['order.note', 'Note: Called the shopper:\nthe frame is a gift.', 'owner@example.com'],
      ['submitted', 'Sent to the print partner', null],
    ]);
  });

  it('is one line per thing that happened: a cancel with its refund, a reprint asked and placed', () => {
    const owner = 'owner@example.com';
    const refund = { refund_id: 'refund-1', amount: 7278 };
    const timeline = adminTimeline(
      [
        event('submitted', 1),
        event('cancelled', 2, { by_owner: true, reason: 'Shopper asked' }),
        event('refund', 3, refund),
        event('refunded', 4),
        event('reprint', 6, { status: 'submitted', partner_order_id: 'po_9' }),
      ],
      [
        {
          action: 'order.cancel',
          actorEmail: owner,
          after: JSON.stringify({ status: 'cancelled', reason: 'Shopper asked' }),
          at: at(2),
        },
        {
          action: 'order.refund',
          actorEmail: owner,
          after: JSON.stringify({ ...refund, status: 'refunded', reason: 'Shopper asked' }),
          at: at(3),
        },
        {
          action: 'order.reprint',
          actorEmail: owner,
          after: JSON.stringify({ title: 'Mug', quantity: 2, reason: 'Chipped', notified: false }),
          at: at(5),
        },
      ],
    );
    expect(timeline.map((entry) => entry.summary)).toEqual([
      'Sent to the print partner',
      'Cancelled: Shopper asked',
      'Refunded $72.78; the order is now refunded in full: Shopper asked',
      'Replacement of 2 × Mug asked: Chipped (the shopper was not e-mailed)',
      'Replacement placed with the print partner (its order po_9)',
    ]);
  });
});
