import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, LogIn } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { AuthUser } from '../../shared/api/auth-user';
import { fetchAccountOrders } from '../api/account-orders';
import { OrderHistory } from '../features/account/order-history';
import { openAuthDialog, openProfileDialog } from '../features/auth/account-dialogs';
import { useAuthStore } from '../features/auth/auth-store';
import { UserAvatar, userLabel } from '../features/auth/user-avatar';
import { VerificationBadge } from '../features/auth/verification-badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page-header';

/** /account: who is signed in, and every order they placed (SPEC §1, signed-in users). */
export function AccountPage() {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6">
      <PageHeader title="My Account" />
      {status === 'signed-in' && user ? (
        <SignedInAccount user={user} />
      ) : status === 'guest' ? (
        <EmptyState
          icon={LogIn}
          title="Sign in to see your orders"
          action={
            <Button size="lg" onClick={() => openAuthDialog('signIn')}>
              Sign In
            </Button>
          }
        >
          Orders you place while signed in are kept with your account.
        </EmptyState>
      ) : (
        <p className="text-ink-muted">Loading your account...</p>
      )}
    </div>
  );
}

function SignedInAccount({ user }: { user: AuthUser }) {
  const [search] = useSearchParams();
  // The verification e-mail's link lands here with ?verified=1.
  const justVerified = search.get('verified') === '1' && user.emailVerified;

  return (
    <>
      {justVerified && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-plum-soft px-4 py-3 font-medium text-plum"
        >
          <BadgeCheck className="size-5 shrink-0" aria-hidden />
          Your email is verified.
        </p>
      )}
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <UserAvatar user={user} className="size-14" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="truncate text-xl font-semibold">{userLabel(user)}</h2>
          {user.email && <p className="truncate text-ink-muted">{user.email}</p>}
          <VerificationBadge verified={user.emailVerified} className="self-start" />
        </div>
        <Button variant="outline" onClick={openProfileDialog} className="self-start sm:self-center">
          Edit Profile
        </Button>
      </Card>
      <section aria-labelledby="order-history" className="flex flex-col gap-4">
        <h2 id="order-history" className="text-2xl font-semibold">
          Order History
        </h2>
        <AccountOrders uid={user.uid} />
      </section>
    </>
  );
}

function AccountOrders({ uid }: { uid: string }) {
  const orders = useQuery({
    queryKey: ['account-orders', uid],
    queryFn: async () => {
      const result = await fetchAccountOrders();
      if (!result.ok) throw new Error('account orders unavailable');
      return result.data.orders;
    },
  });

  if (orders.isPending) return <p className="text-ink-muted">Loading your orders...</p>;
  if (orders.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-destructive">
          We could not load your orders. Please try again.
        </p>
        <Button variant="outline" onClick={() => orders.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return <OrderHistory orders={orders.data} />;
}
