import { describe, expect, it } from 'vitest';
import { lineRefundAmount } from './line-refund';

describe('lineRefundAmount', () => {
  const order = {
    subtotal: 8998,
    taxAmount: 720,
    lines: [
      { unitPrice: 5999, quantity: 1 },
      { unitPrice: 1499, quantity: 2 },
    ],
  };

  it('gives back the line and its share of the tax, never the shipping', () => {
    expect(lineRefundAmount(order, 0)).toBe(5999 + 480);
    expect(lineRefundAmount(order, 1)).toBe(2998 + 240);
  });

  it('has no amount for a line the order does not have', () => {
    expect(lineRefundAmount(order, 2)).toBeUndefined();
  });
});
