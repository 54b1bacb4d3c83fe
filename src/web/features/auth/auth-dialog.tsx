import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../ui/dialog';
import {
  type AuthTab,
  closeAccountDialog,
  openAuthDialog,
  returnFocusToOpener,
  useAccountDialogs,
} from './account-dialogs';
import { AuthTabs, panelId, tabId } from './auth-tabs';
import { focusFirstInput } from './focus-first-input';
import { SignInForm } from './sign-in-form';
import { SignInLinkForm } from './sign-in-link-form';
import { SignUpForm } from './sign-up-form';

const COPY: Record<AuthTab, { title: string; description: string }> = {
  signIn: {
    title: 'Welcome back',
    description: 'Sign in to see your orders and keep your profile.',
  },
  signUp: {
    title: 'Create your account',
    description: 'Keep every order in one place and check on it any time.',
  },
};

/** Sign in or sign up; mounted once by the app and opened with `openAuthDialog`. */
export function AuthDialog() {
  const open = useAccountDialogs((state) => state.open);
  const tab: AuthTab | null = open === 'signIn' || open === 'signUp' ? open : null;
  const shown = tab ?? 'signIn';

  return (
    <Dialog open={tab !== null} onOpenChange={(next) => !next && closeAccountDialog()}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto"
        onOpenAutoFocus={focusFirstInput}
        onCloseAutoFocus={returnFocusToOpener}
      >
        <DialogHeader>
          <DialogTitle>{COPY[shown].title}</DialogTitle>
          <DialogDescription>{COPY[shown].description}</DialogDescription>
        </DialogHeader>
        <AuthTabs tab={shown} onChange={openAuthDialog} />
        <div role="tabpanel" id={panelId(shown)} aria-labelledby={tabId(shown)}>
          {shown === 'signIn' ? <SignInPanel /> : <SignUpForm />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The password form, or the sign-in-link form in its place; the e-mail typed goes along. */
function SignInPanel() {
  const [mode, setMode] = useState<{ byLink: boolean; email: string }>({
    byLink: false,
    email: '',
  });
  return mode.byLink ? (
    <SignInLinkForm
      initialEmail={mode.email}
      onUsePassword={(email) => setMode({ byLink: false, email })}
    />
  ) : (
    <SignInForm initialEmail={mode.email} onUseLink={(email) => setMode({ byLink: true, email })} />
  );
}
