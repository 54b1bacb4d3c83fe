import { ChevronDown, Images, LogOut, Package, Store, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { AuthUser } from '../../../shared/api/auth-user';
import { PATHS } from '../../paths';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { openProfileDialog } from './account-dialogs';
import { signOutWithToast } from './sign-out';
import { useIsShopOwner } from './use-is-shop-owner';
import { UserAvatar, userLabel } from './user-avatar';

const MENU_ID = 'account-menu';

const itemClasses = `flex w-full cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2 text-left text-sm font-medium transition-colors hover:bg-sand ${focusRing}`;

/** The signed-in person's button in the bar and the short list it discloses. */
export function AccountMenu({ user, className }: { user: AuthUser; className?: string }) {
  const location = useLocation();
  // Like the mobile menu, it belongs to the page it was opened on.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const close = () => setOpenedAt(null);
  const root = useRef<HTMLDivElement>(null);
  const shopOwner = useIsShopOwner(user);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // A click elsewhere or tabbing out of the list closes it.
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Focus goes back to the toggle first, so the dialog hands it back there when it closes.
  const openProfile = () => {
    close();
    toggle.current?.focus();
    openProfileDialog();
  };

  return (
    <div ref={root} className={cn('relative', className)}>
      <button
        ref={toggle}
        type="button"
        aria-label="Account"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        onClick={() => setOpenedAt(open ? null : location.key)}
        className={cn(
          'flex h-10 w-full cursor-pointer items-center gap-2 rounded-xl px-2 text-sm font-medium text-ink/80 transition-colors hover:bg-sand hover:text-ink',
          focusRing,
        )}
      >
        <UserAvatar user={user} />
        <span className="min-w-0 flex-1 truncate text-left">{userLabel(user)}</span>
        <ChevronDown
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      {open && (
        <ul
          id={MENU_ID}
          className="absolute top-full right-0 z-50 mt-2 flex w-56 animate-menu-in flex-col gap-0.5 rounded-2xl border border-line bg-paper p-1.5 shadow-soft"
        >
          <li>
            <Link to={PATHS.account} onClick={close} className={itemClasses}>
              <Package className="size-4" aria-hidden />
              My Orders
            </Link>
          </li>
          <li>
            <Link to={PATHS.artworks} onClick={close} className={itemClasses}>
              <Images className="size-4" aria-hidden />
              My Artworks
            </Link>
          </li>
          {shopOwner && (
            <li>
              <Link to={PATHS.admin} onClick={close} className={itemClasses}>
                <Store className="size-4" aria-hidden />
                Shop Admin
              </Link>
            </li>
          )}
          <li>
            <button type="button" onClick={openProfile} className={itemClasses}>
              <UserRound className="size-4" aria-hidden />
              Profile
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void signOutWithToast();
              }}
              className={itemClasses}
            >
              <LogOut className="size-4" aria-hidden />
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
