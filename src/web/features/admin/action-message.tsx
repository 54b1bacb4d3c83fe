import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClasses } from '../../ui/input-classes';
import type { ActionMessage } from './use-order-action';

/** What became of the owner's last action: an alert when it failed, a status when it worked. */
export function ActionOutcome({ message }: { message: ActionMessage }) {
  if (!message) return null;
  return (
    <p
      role={message.error ? 'alert' : 'status'}
      className={message.error ? 'text-sm text-destructive' : 'text-sm text-ink-muted'}
    >
      {message.text}
    </p>
  );
}

/** A labelled checkbox, the box first, as the back office's choices read. */
export function Choice({ label, ...field }: { label: string } & UseFormRegisterReturn) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" {...field} className="size-5 accent-primary" />
      {label}
    </label>
  );
}

/** The owner's reason for an action, kept on the order's timeline (500 characters at most). */
export function ReasonField({
  label = 'Reason (kept on the timeline)',
  className = '',
  ...field
}: { label?: string; className?: string } & UseFormRegisterReturn) {
  return (
    <label className={`flex flex-col gap-1 text-sm ${className}`}>
      {label}
      <input {...field} maxLength={500} className={inputClasses} />
    </label>
  );
}
