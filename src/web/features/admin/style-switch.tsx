import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';

/** An on/off switch (a fingertip's 44 px tall) that says what it switches. */
export function StyleSwitch({
  label,
  on,
  busy,
  onChange,
}: {
  label: string;
  on: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`${label} offered`}
      disabled={busy}
      onClick={() => onChange(!on)}
      className={cn(
        'flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full px-1 disabled:opacity-60',
        focusRing,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'relative h-7 w-12 rounded-full transition-colors',
          on ? 'bg-primary' : 'bg-line',
        )}
      >
        <span
          className={cn(
            'absolute top-1 left-0 size-5 rounded-full bg-paper shadow-soft transition-transform',
            on ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </span>
      <span className="w-8 text-left text-sm font-semibold">{on ? 'On' : 'Off'}</span>
    </button>
  );
}
