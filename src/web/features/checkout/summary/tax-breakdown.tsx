import { Info } from 'lucide-react';
import type { TaxResult } from '../../../../shared/api/tax';
import { formatCents } from '../../../../shared/money';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../ui/tooltip';

/** 0.08875 -> '8.88%': the rate as a percent with 2 decimals. */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
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
          {tax.breakdown.length === 0 && <li>No sales tax applies here.</li>}
          {tax.breakdown.map((line) => (
            <li key={`${line.jurisdiction}-${line.rate}`} className="flex justify-between gap-4">
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
