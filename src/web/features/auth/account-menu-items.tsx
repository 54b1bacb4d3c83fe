import { LogIn, LogOut, Package, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { PATHS } from '../../paths';
import { cn } from '../../ui/cn';
import { openAuthDialog, openProfileDialog } from './account-dialogs';
import { useAuthStore } from './auth-store';
import { signOutWithToast } from './sign-out';

/**
 * The account's entries in the mobile menu, as list items. `onDismiss` closes the menu and
 * focuses its toggle, so a dialog opened from here gives focus back there when it closes.
 */
export function AccountMenuItems({
  itemClassName,
  onClose,
  onDismiss,
}: {
  itemClassName: string;
  onClose: () => void;
  onDismiss: () => void;
}) {
  const status = useAuthStore((state) => state.status);

  if (status === 'guest') {
    return (
      <li>
        <button
          type="button"
          className={itemClassName}
          onClick={() => {
            onDismiss();
            openAuthDialog('signIn');
          }}
        >
          <LogIn className="size-5" aria-hidden />
          Sign In
        </button>
      </li>
    );
  }
  if (status !== 'signed-in') return null;
  return (
    <>
      <li>
        <NavLink
          to={PATHS.account}
          onClick={onClose}
          className={({ isActive }) => cn(itemClassName, isActive && 'text-primary')}
        >
          <Package className="size-5" aria-hidden />
          My Orders
        </NavLink>
      </li>
      <li>
        <button
          type="button"
          className={itemClassName}
          onClick={() => {
            onDismiss();
            openProfileDialog();
          }}
        >
          <UserRound className="size-5" aria-hidden />
          Profile
        </button>
      </li>
      <li>
        <button
          type="button"
          className={itemClassName}
          onClick={() => {
            onClose();
            void signOutWithToast();
          }}
        >
          <LogOut className="size-5" aria-hidden />
          Sign Out
        </button>
      </li>
    </>
  );
}
