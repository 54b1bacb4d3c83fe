import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

const variants = {
  primary:
    'bg-primary text-primary-foreground shadow-soft hover:bg-primary-hover active:translate-y-px',
  secondary: 'bg-plum text-canvas shadow-soft hover:bg-plum/90 active:translate-y-px',
  outline: 'border border-line bg-paper text-ink hover:border-primary/40 hover:bg-sand',
  ghost: 'text-ink hover:bg-sand',
  link: 'text-primary underline-offset-4 hover:underline',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
} as const;

// On a phone every size is a fingertip's 44 px at least; from the sm breakpoint up, where a
// pointer is the likelier hand, the small sizes are compact.
const sizes = {
  sm: 'h-11 gap-1.5 rounded-lg px-3 text-sm sm:h-9',
  md: 'h-11 gap-2 rounded-xl px-5 text-sm',
  lg: 'h-13 gap-2.5 rounded-2xl px-7 text-base',
  icon: 'size-11 rounded-xl sm:size-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The button look, for elements that cannot be a Button (or use `asChild`). */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyle = {}) {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-semibold whitespace-nowrap transition-colors select-none',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    focusRing,
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyle & {
    /** Render the single child (a link, say) with the button look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ asChild = false, variant, size, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component className={buttonClasses({ variant, size, className })} {...props} />;
}
