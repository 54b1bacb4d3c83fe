import { describe, expect, it } from 'vitest';
import { type OrderEvent, shopperTimeline } from './order-events';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute));
const event = (kind: OrderEvent['kind'], minute: number, detail = {}): OrderEvent => ({
  id: `${kind}-${minute}`,
  orderId: 'o1',
  kind,
  key: `${kind}-${minute}`,
  detail,
  createdAt: at(minute),
});

describe('the shopper’s timeline', () => {
  it('lists the statuses reached, oldest first, with the parcel on the shipped step', () => {
    const shipment = { carrier: 'USPS', tracking_number: '9400', tracking_url: 'https://t/9400' };
    const timeline = shopperTimeline([
      event('delivered', 30),
      event('email_sent', 21, { subject: 'Your order has shipped' }),
      event('shipped', 20, { shipment }),
      event('submitted', 0),
      event('paid', 0),
      event('refund', 40, { amount: 100 }),
    ]);
    expect(timeline).toEqual([
      { status: 'paid', at: at(0).toISOString() },
      { status: 'submitted', at: at(0).toISOString() },
      { status: 'shipped', at: at(20).toISOString(), shipment },
      { status: 'delivered', at: at(30).toISOString() },
    ]);
  });
});
