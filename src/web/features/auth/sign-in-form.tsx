import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { closeAccountDialog } from './account-dialogs';
import { signInFormSchema } from './auth-rules';
import { signIn } from './auth-store';
import { FormAlert, TextField } from './form-field';
import { useAuthAction } from './use-auth-action';
import { useAuthForm } from './use-auth-form';

/** E-mail and password; or, through its link-button, the e-mailed sign-in link instead. */
export function SignInForm({
  initialEmail,
  onUseLink,
}: {
  initialEmail: string;
  /** Carries what was typed over, so the e-mail need not be typed twice. */
  onUseLink: (email: string) => void;
}) {
  const { register, handleSubmit, getValues, formState } = useAuthForm(signInFormSchema, {
    email: initialEmail,
    password: '',
  });
  const { pending, message, run } = useAuthAction();

  const submit = handleSubmit((input) =>
    run(
      () => signIn(input),
      () => {
        closeAccountDialog();
        toast.success('Signed in successfully!');
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Sign in" className="flex flex-col gap-4">
      <TextField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        {...register('password')}
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
        onClick={() => onUseLink(getValues('email'))}
      >
        Email me a sign-in link
      </Button>
    </form>
  );
}
