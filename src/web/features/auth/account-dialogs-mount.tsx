import { lazy, Suspense, useState } from 'react';
import { useAccountDialogs } from './account-dialogs';

const AuthDialog = lazy(async () => ({ default: (await import('./auth-dialog')).AuthDialog }));
const ProfileDialog = lazy(async () => ({
  default: (await import('./profile-dialog')).ProfileDialog,
}));

/**
 * The account dialogs, fetched the first time one opens (their forms and validation are not
 * needed to show a page). Once fetched they stay mounted so closing can animate.
 */
export function AccountDialogs() {
  const open = useAccountDialogs((state) => state.open);
  const [needed, setNeeded] = useState(false);
  if (open !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
      <ProfileDialog />
    </Suspense>
  );
}
