import type { FormEvent } from 'react';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { closeAccountDialog } from './account-dialogs';
import { emailError } from './auth-rules';
import { signIn } from './auth-store';
import { FormAlert, TextField } from './form-field';
import { useAuthAction } from './use-auth-action';
import { checkAll, useCheckedField } from './use-checked-field';

/** E-mail and password; or, through its link-button, the e-mailed sign-in link instead. */
export function SignInForm({
  initialEmail,
  onUseLink,
}: {
  initialEmail: string;
  /** Carries what was typed over, so the e-mail need not be typed twice. */
  onUseLink: (email: string) => void;
}) {
  const email = useCheckedField(emailError, initialEmail);
  const password = useCheckedField();
  const { pending, message, run } = useAuthAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkAll([email, password])) return;
    void run(
      () => signIn({ email: email.value.trim(), password: password.value }),
      () => {
        closeAccountDialog();
        toast.success('Signed in successfully!');
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Sign in" className="flex flex-col gap-4">
      <TextField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={email.error}
        {...email.input}
      />
      <TextField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        {...password.input}
      />
      <FormAlert message={message} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Signing In...' : 'Sign In'}
      </Button>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="self-center"
        onClick={() => onUseLink(email.value)}
      >
        Email me a sign-in link
      </Button>
    </form>
  );
}
