import { describe, expect, it } from 'vitest';
import { paymentEntry, readPaymentEntry } from './payment-entry';

describe('the payment step’s history entry', () => {
  it('reads back what continuing to payment wrote', () => {
    const entry = paymentEntry('pi_1', { pushed: true });
    expect(readPaymentEntry(structuredClone(entry))).toEqual({
      checkoutStep: 'payment',
      paymentIntentId: 'pi_1',
      pushed: true,
    });
  });

  it('is none for any other entry', () => {
    expect(readPaymentEntry(null)).toBeNull();
    expect(readPaymentEntry({ scrollToSection: 'how-it-works' })).toBeNull();
    expect(
      readPaymentEntry({ checkoutStep: 'payment', paymentIntentId: '', pushed: true }),
    ).toBeNull();
  });
});
