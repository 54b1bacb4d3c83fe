import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminFigures } from '../../../shared/api/admin-figures';
import { formatCents } from '../../../shared/money';
import { fetchAdminFigures } from '../../api/admin-figures';
import { Card } from '../../ui/card';
import { daysOf, type FiguresChoice, FiguresRange } from './figures-range';
import { BreakdownTable } from './figures-tables';
import { dayOf, instantsOf } from './local-days';

/** /admin's figures: what the orders placed in some days brought in, and what sold. */
export function FiguresPanel() {
  const [choice, setChoice] = useState<FiguresChoice>({ kind: 'today' });
  const today = dayOf(new Date());
  const days = daysOf(choice, today);
  const range = days ? instantsOf(days.from, days.to) : undefined;
  const figures = useQuery({
    // Under 'admin-orders', so a refund or a cancel on an order refreshes the figures too.
    queryKey: ['admin-orders', 'figures', range],
    queryFn: () => fetchAdminFigures(range as { from: string; to: string }),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });

  return (
    <section aria-labelledby="figures-heading" className="flex flex-col gap-4">
      <h2 id="figures-heading" className="text-xl font-semibold">
        Figures
      </h2>
      <FiguresRange choice={choice} today={today} onChoose={setChoice} />
      {!range ? (
        <p className="text-ink-muted">Choose the first and last day.</p>
      ) : figures.isPending ? (
        <p className="text-ink-muted">Adding up the orders...</p>
      ) : figures.isError && !figures.data ? (
        <p role="alert">The figures could not be loaded. Please try again.</p>
      ) : (
        <Figures figures={figures.data} />
      )}
    </section>
  );
}

function Figures({ figures }: { figures: AdminFigures }) {
  const totals = [
    { label: 'Revenue', value: formatCents(figures.revenue) },
    { label: 'Orders', value: String(figures.orders) },
    { label: 'Average order', value: formatCents(figures.average_order) },
    { label: 'Refunds', value: formatCents(figures.refunds) },
    { label: 'Net', value: formatCents(figures.net) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl aria-label="Totals" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {totals.map((total) => (
          <Card
            key={total.label}
            // Five in two columns on a phone: the last, Net, takes a whole row.
            className="flex flex-col gap-1 p-3 last:col-span-2 sm:last:col-span-1"
          >
            <dt className="text-sm text-ink-muted">{total.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{total.value}</dd>
          </Card>
        ))}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <BreakdownTable
          caption="By product"
          nameHeader="Product"
          rows={figures.by_product.map((row) => ({ ...row, name: row.product }))}
        />
        <BreakdownTable
          caption="By style"
          nameHeader="Style"
          rows={figures.by_style.map((row) => ({ ...row, name: row.style }))}
        />
      </div>
      <p className="text-sm text-ink-muted">
        By product and by style count the goods alone, before shipping and tax.
      </p>
    </div>
  );
}
