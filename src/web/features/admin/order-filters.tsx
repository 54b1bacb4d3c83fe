import { useForm } from 'react-hook-form';
import type { AdminOrdersResponse } from '../../../shared/api/admin-orders';
import {
  FULFILMENT_LABELS,
  FULFILMENT_ORDER,
  PAYMENT_LABELS,
  PAYMENT_ORDER,
} from '../../../shared/order-status-labels';
import { Button, buttonClasses } from '../../ui/button';
import { inputClasses } from '../../ui/input-classes';
import { DayRange } from './day-range';
import type { OrderListFilters } from './order-list-filters';

type Change = Partial<Record<keyof OrderListFilters, string | undefined>>;

/** Search, the days, and the chips by fulfilment and by payment, each chip with its count. */
export function OrderFilters(props: {
  filters: OrderListFilters;
  counts: AdminOrdersResponse | undefined;
  onChange: (change: Change) => void;
}) {
  const { filters, counts, onChange } = props;
  const fulfilment = counts?.counts ?? {};
  const payments = counts?.payment_counts ?? {};
  return (
    <div className="flex flex-col gap-3">
      {/* Keyed by the address's words, so Back shows the words the list was found by. */}
      <SearchForm key={filters.q ?? ''} q={filters.q} onSearch={(q) => onChange({ q })} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-full min-w-0 sm:max-w-sm">
          <DayRange
            label="Placed between"
            idPrefix="orders"
            from={filters.from}
            to={filters.to}
            onChange={(range) => onChange(range)}
          />
        </div>
        {(filters.from || filters.to) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ from: undefined, to: undefined })}
          >
            Clear dates
          </Button>
        )}
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Fulfilment</legend>
        <Chip
          label="All"
          count={sum(fulfilment)}
          pressed={!filters.status}
          onClick={() => onChange({ status: undefined })}
        />
        {FULFILMENT_ORDER.map((each) => (
          <Chip
            key={each}
            label={FULFILMENT_LABELS[each]}
            count={fulfilment[each] ?? 0}
            pressed={filters.status === each}
            onClick={() => onChange({ status: each })}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Payment</legend>
        <Chip
          label="All payments"
          count={sum(payments)}
          pressed={!filters.payment}
          onClick={() => onChange({ payment: undefined })}
        />
        {PAYMENT_ORDER.map((each) => (
          <Chip
            key={each}
            label={PAYMENT_LABELS[each]}
            count={payments[each] ?? 0}
            pressed={filters.payment === each}
            onClick={() => onChange({ payment: each })}
          />
        ))}
      </fieldset>
    </div>
  );
}

const sum = (counts: Partial<Record<string, number>>) =>
  Object.values(counts).reduce<number>((total, n) => total + (n ?? 0), 0);

function SearchForm(props: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { q: props.q ?? '' } });
  const search = handleSubmit(({ q }) => props.onSearch(q.trim() || undefined));
  return (
    <form aria-label="Find orders" onSubmit={search} className="flex gap-2">
      <label htmlFor="order-search" className="sr-only">
        Order number or e-mail
      </label>
      <input
        id="order-search"
        type="search"
        {...register('q')}
        placeholder="Order number or e-mail"
        className={inputClasses}
      />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}

function Chip(props: { label: string; count: number; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      onClick={props.onClick}
      className={buttonClasses({ variant: props.pressed ? 'secondary' : 'outline', size: 'sm' })}
    >
      {props.label} <span className="tabular-nums opacity-80">{props.count}</span>
    </button>
  );
}
