import { focusRing } from './focus-ring';

/** The look of every text input and select in the store's forms. */
export const inputClasses = `h-11 w-full rounded-xl border border-line bg-paper px-3.5 text-base text-ink transition-colors placeholder:text-ink-muted/60 hover:border-primary/40 aria-[invalid=true]:border-destructive ${focusRing}`;
