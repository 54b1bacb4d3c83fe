import { inputClasses } from '../../ui/input-classes';

/**
 * Two native date inputs, From and To, both whole days on the owner's own calendar ("YYYY-MM-DD";
 * empty for no bound). Each keeps the other from crossing it.
 */
export function DayRange(props: {
  /** Names the pair for assistive technology and keeps the ids apart. */
  label: string;
  idPrefix: string;
  from: string | undefined;
  to: string | undefined;
  /** Only the side that changed: a render's copy of the other side may already be stale. */
  onChange: (range: { from: string | undefined } | { to: string | undefined }) => void;
}) {
  const { from, to } = props;
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-2">
      <legend className="sr-only">{props.label}</legend>
      <DayInput
        id={`${props.idPrefix}-from`}
        label="From"
        value={from}
        max={to}
        onChange={(day) => props.onChange({ from: day })}
      />
      <DayInput
        id={`${props.idPrefix}-to`}
        label="To"
        value={to}
        min={from}
        onChange={(day) => props.onChange({ to: day })}
      />
    </fieldset>
  );
}

function DayInput(props: {
  id: string;
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={props.id}
        type="date"
        value={props.value ?? ''}
        min={props.min}
        max={props.max}
        onChange={(event) => props.onChange(event.target.value || undefined)}
        className={inputClasses}
      />
    </div>
  );
}
