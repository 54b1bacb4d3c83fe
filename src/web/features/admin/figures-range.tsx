import { buttonClasses } from '../../ui/button';
import { DayRange } from './day-range';
import { addDays } from './local-days';

/** Which days the figures cover: a ready-made span ending today, or days the owner picks. */
export type FiguresChoice =
  | { kind: 'today' | 'week' | 'month' }
  | { kind: 'custom'; from: string | undefined; to: string | undefined };

const SPANS = [
  { kind: 'today', label: 'Today', days: 1 },
  { kind: 'week', label: '7 days', days: 7 },
  { kind: 'month', label: '30 days', days: 30 },
] as const;

/**
 * The first and last local day `choice` covers, today being `today`; undefined while a custom
 * range still lacks a day. "7 days" is today and the six before it.
 */
export function daysOf(
  choice: FiguresChoice,
  today: string,
): { from: string; to: string } | undefined {
  if (choice.kind === 'custom') {
    return choice.from && choice.to ? { from: choice.from, to: choice.to } : undefined;
  }
  const span = SPANS.find((each) => each.kind === choice.kind);
  return { from: addDays(today, 1 - (span?.days ?? 1)), to: today };
}

/** The span buttons, and the two day inputs once "Custom" is chosen. */
export function FiguresRange(props: {
  choice: FiguresChoice;
  today: string;
  onChoose: (choice: FiguresChoice) => void;
}) {
  const { choice, today, onChoose } = props;
  const chip = (pressed: boolean) =>
    buttonClasses({ variant: pressed ? 'secondary' : 'outline', size: 'sm' });
  const custom = () => {
    // A custom range starts from the days already shown, for the owner to move.
    const shown = daysOf(choice, today);
    onChoose({ kind: 'custom', from: shown?.from ?? today, to: shown?.to ?? today });
  };
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Days the figures cover</legend>
        {SPANS.map((span) => (
          <button
            key={span.kind}
            type="button"
            aria-pressed={choice.kind === span.kind}
            onClick={() => onChoose({ kind: span.kind })}
            className={chip(choice.kind === span.kind)}
          >
            {span.label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={choice.kind === 'custom'}
          onClick={custom}
          className={chip(choice.kind === 'custom')}
        >
          Custom
        </button>
      </fieldset>
      {choice.kind === 'custom' && (
        <div className="sm:max-w-sm">
          <DayRange
            label="Figures between"
            idPrefix="figures"
            from={choice.from}
            to={choice.to}
            onChange={(range) =>
              onChoose({ kind: 'custom', from: choice.from, to: choice.to, ...range })
            }
          />
        </div>
      )}
    </div>
  );
}
