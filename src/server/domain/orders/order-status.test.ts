import { describe, expect, it } from 'vitest';
import {
  canCancel,
  cancelOffered,
  canMove,
  followsPartner,
  fulfilmentSteps,
  isWithdrawn,
  LIVE_PARTNER_WORDS,
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

  it('keeps a refunded order cancellable while the partner still holds it', () => {
    const at = (status: Parameters<typeof canCancel>[0]['status'], word: string | null) => ({
      status,
      partnerOrderId: word === null ? null : 'po_1',
      partnerStatus: word,
    });
    expect(canCancel(at('paid', null))).toBe(true);
    expect(canCancel(at('in_production', 'in-production'))).toBe(true);
    expect(canCancel(at('refunded', 'pending'))).toBe(true);
    expect(canCancel(at('refunded', 'in-production'))).toBe(true);
    expect(canCancel(at('refunded', 'canceled'))).toBe(false);
    expect(canCancel(at('refunded', 'fulfilled'))).toBe(false);
    expect(canCancel(at('refunded', null))).toBe(false);
    expect(canCancel(at('shipped', 'fulfilled'))).toBe(false);
    expect(canCancel(at('cancelled', 'canceled'))).toBe(false);
  });

  it('offers "Cancel" only while the partner has not started making the order', () => {
    const at = (status: Parameters<typeof canCancel>[0]['status'], word: string | null) => ({
      status,
      partnerOrderId: word === null ? null : 'po_1',
      partnerStatus: word,
    });
    expect(cancelOffered(at('paid', null))).toBe(true);
    expect(cancelOffered(at('submitted', 'pending'))).toBe(true);
    expect(cancelOffered(at('needs_attention', 'has-issues'))).toBe(true);
    expect(cancelOffered(at('refunded', 'on-hold'))).toBe(true);
    expect(cancelOffered(at('in_production', 'in-production'))).toBe(false);
    expect(cancelOffered(at('submitted', 'in-production'))).toBe(false);
    expect(cancelOffered(at('refunded', 'in-production'))).toBe(false);
    expect(cancelOffered(at('shipped', 'fulfilled'))).toBe(false);
  });

  it('names the partner words of an order still at the partner, and the withdrawn statuses', () => {
    expect(LIVE_PARTNER_WORDS).toEqual(
      expect.arrayContaining(['pending', 'on-hold', 'in-production', 'has-issues']),
    );
    for (const gone of ['canceled', 'cancelled', 'fulfilled', 'shipped', 'delivered']) {
      expect(LIVE_PARTNER_WORDS).not.toContain(gone);
    }
    expect(isWithdrawn('refunded')).toBe(true);
    expect(isWithdrawn('cancelled')).toBe(true);
    expect(isWithdrawn('needs_attention')).toBe(false);
    expect(followsPartner('paid')).toBe(true);
    expect(followsPartner('shipped')).toBe(true);
    expect(followsPartner('refunded')).toBe(false);
    expect(followsPartner('needs_attention')).toBe(false);
  });
});
