import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { openAuthDialog } from './account-dialogs';
import { AccountMenu } from './account-menu';
import { useAuthStore } from './auth-store';

// One width for every state, so the bar does not shift once the session is known.
const CONTROL_CLASSES = 'hidden w-36 md:flex';

/** The nav bar's account corner (desktop; the mobile menu has its own items). */
export function AccountControl() {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);

  if (status === 'signed-in' && user) {
    return <AccountMenu user={user} className={CONTROL_CLASSES} />;
  }
  if (status === 'guest') {
    return (
      <Button
        variant="outline"
        size="sm"
        className={CONTROL_CLASSES}
        onClick={() => openAuthDialog('signIn')}
      >
        Sign In
      </Button>
    );
  }
  return (
    <span aria-hidden data-testid="account-placeholder" className={cn(CONTROL_CLASSES, 'h-9')} />
  );
}
