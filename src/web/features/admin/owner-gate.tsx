import { useQuery } from '@tanstack/react-query';
import { LockKeyhole, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { OWNER_MESSAGES } from '../../../shared/api/admin';
import { readApiError } from '../../../shared/api/errors';
import { fetchAdminSession } from '../../api/admin';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { openAuthDialog } from '../auth/account-dialogs';
import { useAuthStore } from '../auth/auth-store';
import { VerifyOwnerNotice } from './verify-owner-notice';

/**
 * Shows `children` to a shop owner only. Whether this browser is an owner is the server's
 * answer, asked again whenever someone signs in or out; nobody else gets as far as a request
 * for the back office's data.
 */
export function OwnerGate({ children }: { children: (email: string) => ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const session = useQuery({
    queryKey: ['admin-session', user?.uid ?? null],
    queryFn: fetchAdminSession,
    enabled: status !== 'loading',
    staleTime: 30_000,
  });
  const answer = session.data;
  if (!answer) return <p className="text-ink-muted">Checking your access...</p>;
  if (answer.ok) return children(answer.data.email);
  if (answer.status === 401) {
    return (
      <EmptyState
        icon={LogIn}
        title="Shop owners only"
        action={
          <Button size="lg" onClick={() => openAuthDialog('signIn')}>
            Sign In
          </Button>
        }
      >
        {OWNER_MESSAGES.signIn}
      </EmptyState>
    );
  }
  if (answer.status === 403 && readApiError(answer.body)?.code === 'owner_unverified') {
    return <VerifyOwnerNotice />;
  }
  return (
    <EmptyState icon={LockKeyhole} title="Shop owners only">
      {answer.status === 403
        ? OWNER_MESSAGES.ownersOnly
        : 'The back office could not be reached. Please try again.'}
    </EmptyState>
  );
}
