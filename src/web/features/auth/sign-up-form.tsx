import { ACCOUNT_TEXT_MAX_LENGTH } from '../../../shared/validation/account-fields';
import { PATHS } from '../../paths';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { toast } from '../../ui/toast';
import { closeAccountDialog } from './account-dialogs';
import { signUpFormSchema } from './auth-rules';
import { signUp } from './auth-store';
import { FormAlert, TextField } from './form-field';
import { useAuthAction } from './use-auth-action';
import { useAuthForm } from './use-auth-form';

/** A new e-mail-and-password account; the provider then e-mails a verification link. */
export function SignUpForm() {
  const { register, handleSubmit, formState } = useAuthForm(signUpFormSchema, {
    displayName: '',
    email: '',
    password: '',
  });
  const { pending, message, run } = useAuthAction();

  const submit = handleSubmit((input) =>
    run(
      () => signUp(input),
      () => {
        closeAccountDialog();
        toast.success('Account created successfully! Please check your email for verification.');
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Sign up" className="flex flex-col gap-4">
      <TextField
        id="sign-up-name"
        label="Display name (optional)"
        autoComplete="name"
        maxLength={ACCOUNT_TEXT_MAX_LENGTH.displayName}
        {...register('displayName')}
      />
      <TextField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <FormAlert message={message} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </Button>
      {/* SPEC §5: signing up always agrees to the terms, so the form says so instead of asking. */}
      <p className="text-center text-xs text-ink-muted">
        By creating an account, you agree to our{' '}
        <NewTabLink href={PATHS.terms}>Terms of Service</NewTabLink> and{' '}
        <NewTabLink href={PATHS.privacy}>Privacy Policy</NewTabLink>.
      </p>
    </form>
  );
}

/**
 * A page of the store opened beside the form, so what the shopper typed stays put (the dialog
 * lives outside the router, so this is a plain link).
 */
function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={cn('rounded-sm font-medium text-primary underline underline-offset-2', focusRing)}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
