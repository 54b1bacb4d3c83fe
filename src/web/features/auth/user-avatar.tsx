import { UserRound } from 'lucide-react';
import type { AuthUser } from '../../../shared/api/auth-user';
import { isAllowedImageUrl } from '../../../shared/products/image-urls';
import { cn } from '../../ui/cn';

/** What to call the person: the display name they chose, else their e-mail. */
export function userLabel(user: AuthUser): string {
  return user.displayName?.trim() || user.email || 'Account';
}

/**
 * The account's photo, or a plain figure without one. Decorative: the name is always shown
 * beside it. A photo URL the shop would not load elsewhere (SPEC §5) is not loaded here either.
 */
export function UserAvatar({ user, className }: { user: AuthUser; className?: string }) {
  const photo = user.photoURL && isAllowedImageUrl(user.photoURL) ? user.photoURL : null;
  return (
    <span
      className={cn(
        'flex size-7 shrink-0 items-center justify-center overflow-hidden rounded-full bg-sand text-primary',
        className,
      )}
    >
      {photo ? (
        <img src={photo} alt="" className="size-full object-cover" />
      ) : (
        <UserRound className="size-[60%]" aria-hidden />
      )}
    </span>
  );
}
