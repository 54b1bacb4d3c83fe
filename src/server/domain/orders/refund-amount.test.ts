import { describe, expect, it } from 'vitest';
import { refundAmount } from './refund-amount';

describe('refundAmount', () => {
  it('refunds everything still unrefunded when no amount is asked', () => {
    expect(refundAmount({ paid: 12_477, earlierRefunds: [] })).toEqual({
      ok: true,
      amount: 12_477,
      remaining: 0,
      full: true,
    });
    expect(refundAmount({ paid: 12_477, earlierRefunds: [1_000, 477] })).toEqual({
      ok: true,
      amount: 11_000,
      remaining: 0,
      full: true,
    });
  });

  it('refunds the amount asked, leaving the rest for later', () => {
    expect(refundAmount({ paid: 12_477, earlierRefunds: [1_000], asked: 2_500 })).toEqual({
      ok: true,
      amount: 2_500,
      remaining: 8_977,
      full: false,
    });
  });

  it('lets an asked amount take exactly what is left, which completes the refund', () => {
    expect(refundAmount({ paid: 5_000, earlierRefunds: [2_000], asked: 3_000 })).toMatchObject({
      ok: true,
      amount: 3_000,
      full: true,
    });
  });

  it('refuses more than is left, saying how much is', () => {
    expect(refundAmount({ paid: 5_000, earlierRefunds: [2_000], asked: 3_001 })).toEqual({
      ok: false,
      code: 'more_than_left',
      left: 3_000,
    });
    expect(refundAmount({ paid: 5_000, earlierRefunds: [], asked: 5_001 })).toEqual({
      ok: false,
      code: 'more_than_left',
      left: 5_000,
    });
  });

  it('refuses anything once earlier refunds gave back the whole payment', () => {
    expect(refundAmount({ paid: 5_000, earlierRefunds: [5_000] })).toEqual({
      ok: false,
      code: 'nothing_left',
    });
    expect(refundAmount({ paid: 5_000, earlierRefunds: [3_000, 2_000], asked: 1 })).toEqual({
      ok: false,
      code: 'nothing_left',
    });
  });

  it('refuses an amount that is not whole, positive cents', () => {
    for (const asked of [0, -100, 10.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refundAmount({ paid: 5_000, earlierRefunds: [], asked })).toEqual({
        ok: false,
        code: 'invalid_amount',
      });
    }
  });
});
