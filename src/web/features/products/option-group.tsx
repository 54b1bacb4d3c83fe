import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { type ReactNode, useId } from 'react';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';

/** A labelled group of options a keyboard can drive: arrows move, space chooses. */
export function OptionGroup({
  label,
  chosen,
  value,
  onChange,
  children,
}: {
  label: string;
  /** What is chosen, shown beside the label. */
  chosen?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2.5">
      <p className="text-sm font-semibold">
        <span id={labelId}>{label}</span>
        {chosen && <span className="font-normal text-ink-muted">: {chosen}</span>}
      </p>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        value={value ?? ''}
        onValueChange={onChange}
        orientation="horizontal"
        className="flex flex-wrap gap-2"
      >
        {children}
      </RadioGroupPrimitive.Root>
    </div>
  );
}

/** One option as a chip; a disabled one is struck through and ignores clicks. */
export function OptionChip({
  value,
  disabled,
  className,
  children,
  ...aria
}: {
  value: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-describedby'?: string;
}) {
  return (
    <RadioGroupPrimitive.Item
      value={value}
      disabled={disabled}
      {...aria}
      className={cn(
        'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line bg-paper px-3.5 text-sm font-medium transition-colors',
        'hover:border-primary/50 data-[state=checked]:border-primary data-[state=checked]:bg-primary/10 data-[state=checked]:text-primary',
        'disabled:cursor-not-allowed disabled:bg-sand/60 disabled:text-ink-muted/70 disabled:line-through',
        focusRing,
        className,
      )}
    >
      {children}
    </RadioGroupPrimitive.Item>
  );
}
