import { useState } from 'react';
import { Button } from '../../ui/button';
import { signInLinkFormSchema } from './auth-rules';
import { sendSignInLink } from './auth-store';
import { FormAlert, TextField } from './form-field';
import { useAuthAction } from './use-auth-action';
import { useAuthForm } from './use-auth-form';

/** The second way in: an e-mailed link that signs the person in when opened. */
export function SignInLinkForm({
  initialEmail,
  onUsePassword,
}: {
  initialEmail: string;
  onUsePassword: (email: string) => void;
}) {
  const { register, handleSubmit, getValues, formState } = useAuthForm(signInLinkFormSchema, {
    email: initialEmail,
  });
  const { pending, message, run } = useAuthAction();
  const [sent, setSent] = useState(false);

  const send = handleSubmit(({ email }) =>
    run(
      () => sendSignInLink(email),
      () => setSent(true),
    ),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setSent(false);
        void send(event);
      }}
      aria-label="Email me a sign-in link"
      className="flex flex-col gap-4"
    >
      <TextField
        id="sign-in-link-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <FormAlert message={message} />
      {sent && (
        <p role="status" className="rounded-xl bg-sand px-3.5 py-2.5 text-sm">
          Check your email for a sign-in link.
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending...' : 'Send Link'}
      </Button>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="self-center"
        onClick={() => onUsePassword(getValues('email'))}
      >
        Sign in with a password instead
      </Button>
    </form>
  );
}
