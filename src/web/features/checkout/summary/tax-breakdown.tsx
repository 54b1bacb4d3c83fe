import { Info } from 'lucide-react';
import { DEFAULT_JURISDICTION_NAME, type TaxResult } from '../../../../shared/api/tax';
import { formatCents } from '../../../../shared/money';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../ui/tooltip';

/** 0.08875 -> '8.88%': the rate as a percent with 2 decimals. */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
}

/**
 * What the tooltip lists: the answer's jurisdictions, or, when it names none (a state without
 * sales tax), one line under the default name at the rate the amount works out to.
 */
export function breakdownLines(
  tax: TaxResult,
): { jurisdiction: string; rate: number; amount: number }[] {
  if (tax.breakdown.length > 0) return tax.breakdown;
  const taxable = tax.subtotal + tax.shippingCost;
  const rate = taxable > 0 ? tax.taxAmount / taxable : 0;
  return [{ jurisdiction: DEFAULT_JURISDICTION_NAME, rate, amount: tax.taxAmount }];
}

/** The 'Tax' label with a tooltip listing each jurisdiction, its rate and its amount. */
export function TaxBreakdown({ tax, finePrint }: { tax: TaxResult; finePrint?: string }) {
  return (
    <Tooltip>
      <TooltipTrigger
        aria-label="Tax breakdown"
        className={cn('inline-flex items-center gap-1 rounded text-ink-muted', focusRing)}
      >
        Tax
        <Info className="size-3.5" aria-hidden />
      </TooltipTrigger>
      <TooltipContent side="top" className="min-w-52">
        <ul className="flex flex-col gap-1">
          {breakdownLines(tax).map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: names and rates may repeat; the list is fixed
            <li key={index} className="flex justify-between gap-4">
              <span>
                {line.jurisdiction} ({formatRate(line.rate)})
              </span>
              <span>{formatCents(line.amount)}</span>
            </li>
          ))}
        </ul>
        {finePrint && <p className="mt-2 border-t border-canvas/20 pt-2 opacity-80">{finePrint}</p>}
      </TooltipContent>
    </Tooltip>
  );
}
