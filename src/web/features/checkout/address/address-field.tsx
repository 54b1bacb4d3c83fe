import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../ui/cn';

/** A labelled field; a required one is marked * and its message is tied to the control. */
export function AddressField({
  id,
  label,
  required,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && (
          <span aria-hidden className="text-destructive">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ARIA a control needs to announce that it is required and what is wrong with it. */
export function fieldAria(id: string, error: string | undefined, required?: boolean) {
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } satisfies ComponentProps<'input'>;
}
