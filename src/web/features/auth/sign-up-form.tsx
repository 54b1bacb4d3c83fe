import type { FormEvent } from 'react';
import { ACCOUNT_TEXT_MAX_LENGTH } from '../../../shared/validation/account-fields';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { closeAccountDialog } from './account-dialogs';
import { emailError, newPasswordError } from './auth-rules';
import { signUp } from './auth-store';
import { FormAlert, TextField } from './form-field';
import { useAuthAction } from './use-auth-action';
import { checkAll, useCheckedField } from './use-checked-field';

/** A new e-mail-and-password account; the provider then e-mails a verification link. */
export function SignUpForm() {
  const displayName = useCheckedField();
  const email = useCheckedField(emailError);
  const password = useCheckedField(newPasswordError);
  const { pending, message, run } = useAuthAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkAll([email, password])) return;
    const input = {
      email: email.value.trim(),
      password: password.value,
      displayName: displayName.value.trim(),
    };
    void run(
      () => signUp(input),
      () => {
        closeAccountDialog();
        toast.success('Account created successfully! Please check your email for verification.');
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Sign up" className="flex flex-col gap-4">
      <TextField
        id="sign-up-name"
        label="Display name (optional)"
        autoComplete="name"
        maxLength={ACCOUNT_TEXT_MAX_LENGTH.displayName}
        {...displayName.input}
      />
      <TextField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={email.error}
        {...email.input}
      />
      <TextField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        error={password.error}
        {...password.input}
      />
      <FormAlert message={message} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </Button>
      {/* SPEC §5: signing up always agrees to the terms, so the form says so instead of asking. */}
      <p className="text-center text-xs text-ink-muted">
        By creating an account, you agree to our terms of service.
      </p>
    </form>
  );
}
