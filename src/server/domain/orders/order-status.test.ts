import { describe, expect, it } from 'vitest';
import {
  canMove,
  fulfilmentSteps,
  moveForPartnerWord,
  partnerTarget,
  readStoredStatus,
} from './order-status';

describe('order status', () => {
  it('moves forward through fulfilment and never back', () => {
    expect(canMove('paid', 'submitted')).toBe(true);
    expect(canMove('submitted', 'in_production')).toBe(true);
    expect(canMove('in_production', 'shipped')).toBe(true);
    expect(canMove('shipped', 'delivered')).toBe(true);
    expect(canMove('shipped', 'in_production')).toBe(false);
    expect(canMove('delivered', 'shipped')).toBe(false);
    expect(canMove('in_production', 'submitted')).toBe(false);
  });

  it('lets a refused order be resubmitted, cancelled or refunded, and ends at refunded', () => {
    expect(canMove('needs_attention', 'submitted')).toBe(true);
    expect(canMove('needs_attention', 'cancelled')).toBe(true);
    expect(canMove('needs_attention', 'shipped')).toBe(false);
    expect(canMove('delivered', 'refunded')).toBe(true);
    expect(canMove('shipped', 'cancelled')).toBe(false);
    expect(canMove('refunded', 'submitted')).toBe(false);
    expect(canMove('cancelled', 'submitted')).toBe(false);
  });

  it('reads the statuses stored before 0015 as ours', () => {
    expect(readStoredStatus('received')).toBe('paid');
    expect(readStoredStatus('needs-attention')).toBe('needs_attention');
    expect(readStoredStatus('pending')).toBe('submitted');
    expect(readStoredStatus('in-production')).toBe('in_production');
    expect(readStoredStatus('fulfilled')).toBe('shipped');
    expect(readStoredStatus('canceled')).toBe('cancelled');
    expect(readStoredStatus('shipped')).toBe('shipped');
    expect(readStoredStatus('something-new')).toBe('submitted');
  });

  it('follows a partner word forward only', () => {
    expect(moveForPartnerWord('submitted', 'in-production')).toBe('in_production');
    expect(moveForPartnerWord('in_production', 'pending')).toBeUndefined();
    expect(moveForPartnerWord('in_production', 'in-production')).toBeUndefined();
    expect(moveForPartnerWord('submitted', 'has-issues')).toBe('needs_attention');
    expect(moveForPartnerWord('submitted', 'no-such-word')).toBeUndefined();
    expect(moveForPartnerWord('refunded', 'in-production')).toBeUndefined();
  });

  it('takes a parcel over a word, and waits for the parcel before saying shipped', () => {
    const shippedAt = new Date();
    expect(partnerTarget('fulfilled')).toBeUndefined();
    expect(partnerTarget('fulfilled', { deliveredAt: undefined })).toBe('shipped');
    expect(partnerTarget('fulfilled', { deliveredAt: shippedAt })).toBe('delivered');
    expect(partnerTarget('in-production')).toBe('in_production');
  });

  it('passes through shipped on the way to delivered, so the tracking is told', () => {
    expect(fulfilmentSteps('submitted', 'delivered')).toEqual(['shipped', 'delivered']);
    expect(fulfilmentSteps('shipped', 'delivered')).toEqual(['delivered']);
    expect(fulfilmentSteps('delivered', 'delivered')).toEqual([]);
    expect(fulfilmentSteps('shipped', 'in_production')).toEqual([]);
    expect(fulfilmentSteps('cancelled', 'delivered')).toEqual([]);
  });
});
