import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { sendSignInLink, useAuthStore } from '../auth/auth-store';
import { useAuthAction } from '../auth/use-auth-action';

/**
 * For an account whose address is a shop owner's but not yet proven: the back office opens once
 * it is, by the link e-mailed at sign-up or by an e-mailed sign-in link, which proves it too.
 */
export function VerifyOwnerNotice() {
  const email = useAuthStore((state) => state.user?.email ?? null);
  const { pending, message, run } = useAuthAction();
  const [sent, setSent] = useState(false);
  const send = () => {
    if (!email) return;
    setSent(false);
    void run(
      () => sendSignInLink(email),
      () => setSent(true),
    );
  };
  return (
    <EmptyState
      icon={MailWarning}
      title="Verify your e-mail address"
      action={
        <div className="flex flex-col items-center gap-3">
          <Button size="lg" onClick={send} disabled={pending || !email}>
            {pending ? 'Sending...' : 'Email Me a Sign-In Link'}
          </Button>
          {sent && (
            <p role="status" className="rounded-xl bg-sand px-3.5 py-2.5 text-sm">
              Check your email for a sign-in link.
            </p>
          )}
          {message && (
            <p role="alert" className="text-sm text-destructive">
              {message}
            </p>
          )}
        </div>
      }
    >
      <p>
        {email ?? 'This'} is a shop owner’s address, but it is not verified yet, so the back office
        stays closed.
      </p>
      <p className="mt-2">
        Open the verification link we e-mailed when you signed up, or have a sign-in link sent now:
        opening it verifies your address and signs you in.
      </p>
    </EmptyState>
  );
}
