import type { TaxResult } from '../../../../shared/api/tax';

/** Whether a figure is the tax service's own or the SPEC's 8% fallback (no calculation id). */
export type TaxAnnouncement = 'calculated' | 'fallback';

const kindOf = (tax: TaxResult): TaxAnnouncement => (tax.calculationId ? 'calculated' : 'fallback');

/**
 * What to tell the shopper about a tax just worked out, given the figure on show before it:
 * a new figure is told once, and the same figure worked out again (the street retyped, a
 * fallback asked again) is not told at all.
 */
export function taxAnnouncement(
  shown: TaxResult | null,
  worked: TaxResult,
): TaxAnnouncement | null {
  if (shown && shown.taxAmount === worked.taxAmount && kindOf(shown) === kindOf(worked)) {
    return null;
  }
  return kindOf(worked);
}
