import { describe, expect, it } from 'vitest';
import type { TaxResult } from '../../../../shared/api/tax';
import { fallbackTax } from './fallback-tax';
import { taxAnnouncement } from './tax-announcement';

const NOW = new Date('2026-11-23T09:00:00Z');
const worked = (taxAmount: number, calculationId = `taxcalc_${taxAmount}`): TaxResult => ({
  ...fallbackTax(5999, 999, NOW),
  taxAmount,
  calculationId,
});

describe('telling the shopper about tax', () => {
  it('tells the first figure, and each new one', () => {
    expect(taxAnnouncement(null, worked(280))).toBe('calculated');
    expect(taxAnnouncement(worked(280), worked(300))).toBe('calculated');
  });

  it('does not tell the same figure twice, even from a new calculation', () => {
    expect(taxAnnouncement(worked(280), worked(280, 'taxcalc_again'))).toBeNull();
    const fallback = fallbackTax(5999, 999, NOW);
    expect(taxAnnouncement(fallback, fallbackTax(5999, 999, NOW))).toBeNull();
  });

  it('tells a fallback as a fallback, and the service’s answer after it', () => {
    const fallback = fallbackTax(5999, 999, NOW);
    expect(taxAnnouncement(null, fallback)).toBe('fallback');
    expect(taxAnnouncement(worked(280), fallback)).toBe('fallback');
    expect(taxAnnouncement(fallback, worked(fallback.taxAmount))).toBe('calculated');
  });
});
