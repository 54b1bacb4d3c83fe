import { describe, expect, it } from 'vitest';
import type { OrderEvent } from './order-events';
import { fulfilmentStatusOf, paymentStatusOf } from './order-standing';

const step = (kind: OrderEvent['kind'], minute: number): OrderEvent => ({
  id: `e${minute}`,
  orderId: 'o1',
  kind,
  key: kind,
  detail: {},
  createdAt: new Date(Date.UTC(2026, 10, 30, 10, minute)),
});

describe('where an order stands', () => {
  it('tells paid, partly refunded and refunded apart by the money alone', () => {
    expect(paymentStatusOf({ totalAmount: 7278, amountRefunded: 0 })).toBe('paid');
    expect(paymentStatusOf({ totalAmount: 7278, amountRefunded: 1000 })).toBe('partially_refunded');
    expect(paymentStatusOf({ totalAmount: 7278, amountRefunded: 7278 })).toBe('refunded');
  });

  it('keeps how far the goods got when a refund sets the order to refunded', () => {
    const delivered = [
      step('paid', 0),
      step('submitted', 1),
      step('shipped', 2),
      step('delivered', 3),
    ];
    expect(fulfilmentStatusOf('refunded', [...delivered, step('refunded', 4)])).toBe('delivered');
    const cancelled = [step('paid', 0), step('cancelled', 1), step('refunded', 2)];
    expect(fulfilmentStatusOf('refunded', cancelled)).toBe('cancelled');
    expect(fulfilmentStatusOf('refunded', [step('refunded', 0)])).toBe('paid');
    expect(fulfilmentStatusOf('shipped', delivered)).toBe('shipped');
  });
});
