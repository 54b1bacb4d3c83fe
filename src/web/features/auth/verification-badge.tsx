import { BadgeCheck, MailWarning } from 'lucide-react';
import { cn } from '../../ui/cn';

/** Whether the account's e-mail has been confirmed through the link sent on sign-up. */
export function VerificationBadge({
  verified,
  className,
}: {
  verified: boolean;
  className?: string;
}) {
  const Icon = verified ? BadgeCheck : MailWarning;
  return (
    <span
      data-testid="email-verification"
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        verified ? 'bg-plum-soft text-plum' : 'bg-gold-soft text-ink',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {verified ? 'Verified' : 'Not verified yet'}
    </span>
  );
}
